// Server → client text frames exactly as the realtime server sends them (vsn 2.0.0):
// `[join_ref, ref, topic, event, payload]` JSON arrays.

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** Column types of public.sources as realtime describes them; the client converts values by these. */
const SOURCE_COLUMNS = [
  ['id', 'uuid'],
  ['owner_id', 'uuid'],
  ['project_id', 'uuid'],
  ['name', 'text'],
  ['provider', 'text'],
  ['type', 'text'],
  ['custom', 'jsonb'],
  ['status', 'text'],
  ['documents_count', 'int4'],
  ['progress', 'jsonb'],
  ['last_indexed_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
].map(([name, type]) => ({ name, type }));

export interface SourceRowSeed {
  id: string;
  owner_id: string;
  project_id: string;
  name: string;
  created_at: string;
}

const BASE_TIME = Date.parse('2026-01-01T00:00:00.000Z');

/** A GitHub source row as the sources table holds it. */
export function sourceRow(seed: SourceRowSeed, step: number, total: number): Record<string, unknown> {
  const done = Math.min(step, total);
  return {
    ...seed,
    provider: 'github',
    type: 'github_branch',
    custom: { tokens: { token: '[redacted]' }, entrypoint: { owner: 'acme', repo: seed.name, branch: 'main' } },
    status: done < total ? 'UPDATING' : 'IDLE',
    documents_count: done * 3,
    progress: done < total ? { done, total } : null,
    last_indexed_at: done < total ? null : new Date(BASE_TIME + step * 1000).toISOString(),
    updated_at: new Date(BASE_TIME + step * 1000).toISOString(),
  };
}

/**
 * `count` UPDATE events of an indexing run, round-robin over the rows: progress, document count and
 * status change, updated_at always moves forward (no event is stale).
 */
export function indexingUpdateFrames(topic: string, bindingId: number, rows: SourceRowSeed[], count: number): string[] {
  const steps = Math.ceil(count / rows.length);
  const frames: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const seed = rows[index % rows.length];
    const step = Math.floor(index / rows.length) + 1;
    const record = sourceRow(seed, step, steps);
    // Replica identity full: the old record is the whole previous row.
    const oldRecord = sourceRow(seed, step - 1, steps);
    const frame: Frame = [
      null,
      null,
      topic,
      'postgres_changes',
      {
        ids: [bindingId],
        data: {
          schema: 'public',
          table: 'sources',
          commit_timestamp: record.updated_at,
          type: 'UPDATE',
          columns: SOURCE_COLUMNS,
          record,
          old_record: oldRecord,
          errors: null,
        },
      },
    ];
    frames.push(JSON.stringify(frame));
  }
  return frames;
}
