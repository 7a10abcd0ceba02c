import type { Transaction } from '../db/types';
import type { RunRow } from '../runs/runs';
import { fromMicros } from '../core/cursorPosition';
import { badInput, decodeCursor, encodeCursor, pageSize } from './paging';
import { isUuid } from '../core/ids';

export interface RunsArgs {
  sourceId: string;
  first?: number | null;
  after?: string | null;
}

/** A run as GraphQL reads it: started_at in exact microseconds for the cursor. */
export type RunNode = RunRow & { position: string };

/**
 * A source's indexing runs, newest first, one keyset page over indexing_runs_source_idx. RLS keeps other
 * owners' runs out; the project filter keeps this endpoint to its own project's sources.
 */
export async function runsConnection(tx: Transaction, projectId: string, args: RunsArgs) {
  const first = pageSize(args.first);
  if (!isUuid(args.sourceId)) throw badInput('"sourceId" must be a source id');
  const after = args.after ? decodeCursor(args.after) : null;
  const params: unknown[] = [args.sourceId, projectId];
  const keyset = after
    ? ` and (r.started_at, r.id) < (${fromMicros(params.push(after[0]))}, $${params.push(after[1])}::uuid)`
    : '';
  const { rows } = await tx.query<RunNode>(
    `select r.*, (extract(epoch from r.started_at) * 1000000)::bigint::text as position
       from public.indexing_runs r
      where r.source_id = $1 and r.project_id = $2${keyset}
      order by r.started_at desc, r.id desc limit $${params.length + 1}`,
    [...params, first + 1],
  );
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    edges: page.map((row) => ({ cursor: encodeCursor(row.position, row.id), node: row })),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last.position, last.id) : null },
  };
}
