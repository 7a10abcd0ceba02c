import type { Transaction } from '@electric-sql/pglite';
import type { PlatformContext } from '../context';
import type { SourceRow, SourceStatus } from '../api/rows';
import { catalogFor, containerOf, generateDocument } from './documents';
import { jobsOf, pause } from './jobs';
import { insertDocuments, insertLogs, updateIfStatus, type LogLine } from './sourceWrites';
import { emitDocumentsIndexed, emitSourceEvent } from '../webhooks/events';

export type IndexingKind = 'init' | 'update' | 'rebuild';

const STEP_MS = 600;
const DELETE_MS = 1500;
/** Steps per run and documents found per step. */
const PLAN: Record<IndexingKind, { steps: number; perStep: number }> = {
  init: { steps: 5, perStep: 4 },
  rebuild: { steps: 5, perStep: 4 },
  update: { steps: 3, perStep: 1 },
};

export const jobKey = (sourceId: string) => `source:${sourceId}`;

/** The status and progress a source shows as soon as indexing of this kind is requested. */
export function startingState(kind: IndexingKind): {
  status: SourceStatus;
  progress: { done: number; total: number } | null;
} {
  if (kind === 'rebuild') return { status: 'DELETING', progress: null };
  return { status: kind === 'init' ? 'INITIALIZING' : 'UPDATING', progress: { done: 0, total: PLAN[kind].steps } };
}

class Overtaken extends Error {}

/**
 * Runs (or resumes) indexing of a source whose status the caller already moved to startingState(kind).
 * Every status/progress change is its own committed row update, so browsers see each over realtime.
 */
export function startIndexing(ctx: PlatformContext, sourceId: string, kind: IndexingKind): void {
  jobsOf(ctx).queue(jobKey(sourceId), async (signal) => {
    try {
      await runIndexing(ctx, sourceId, kind, signal);
    } catch (error) {
      if (!signal.aborted && !(error instanceof Overtaken))
        await emitSourceEvent(ctx.db, sourceId, 'indexing.failed', { kind });
      if (!(error instanceof Overtaken)) throw error;
    }
  });
}

/** Removes a source marked DELETING (documents and logs go with it) after a short while. */
export function startDeletion(ctx: PlatformContext, sourceId: string): void {
  jobsOf(ctx).queue(jobKey(sourceId), async (signal) => {
    await pause(ctx, DELETE_MS, signal);
    await ctx.asService((tx) =>
      tx.query("delete from public.sources where id = $1 and status = 'DELETING'", [sourceId]),
    );
  });
}

async function runIndexing(ctx: PlatformContext, sourceId: string, kind: IndexingKind, signal: AbortSignal) {
  const { steps, perStep } = PLAN[kind];
  let status = startingState(kind).status;
  await emitSourceEvent(ctx.db, sourceId, 'indexing.started', { kind });
  if (kind === 'rebuild') {
    await pause(ctx, STEP_MS, signal);
    await ctx.asService(async (tx) => {
      const source = await guarded(tx, sourceId, status, {
        status: 'INITIALIZING',
        progress: { done: 0, total: steps },
        documents_count: 0,
      });
      const removed = await tx.query('delete from public.documents where source_id = $1', [sourceId]);
      await tx.query("update private.source_jobs set kind = 'init' where source_id = $1", [sourceId]);
      await insertLogs(tx, source, [
        { severity: 'INFO', message: `Removed ${removed.affectedRows ?? 0} documents before rebuilding` },
      ]);
    });
    status = 'INITIALIZING';
  }
  // A resumed run (after a restart) continues at the step it reached, without repeating documents.
  const { rows } = await ctx.db.query<{ count: number; done: number }>(
    `select (select count(*)::int from public.documents where source_id = $1) as count,
            coalesce((progress ->> 'done')::int, 0) as done
       from public.sources where id = $1`,
    [sourceId],
  );
  const firstStep = Math.min(rows[0]?.done ?? 0, steps);
  const offset = Math.max(0, (rows[0]?.count ?? 0) - firstStep * perStep);
  for (let step = firstStep; step < steps; step += 1) {
    await pause(ctx, STEP_MS, signal);
    await ctx.asService(async (tx) => {
      const source = await guarded(tx, sourceId, status, { progress: { done: step + 1, total: steps } });
      const first = offset + step * perStep;
      const docs = Array.from({ length: perStep }, (_, i) =>
        generateDocument(source.id, source.type, source.custom, first + i),
      );
      await insertDocuments(tx, source, docs);
      await emitDocumentsIndexed(tx, sourceId);
      await insertLogs(tx, source, stepLogs(source, kind, step, docs.length));
    });
  }
  await pause(ctx, STEP_MS, signal);
  await ctx.asService(async (tx) => {
    const source = await guarded(tx, sourceId, status, { status: 'IDLE', progress: null });
    const { rows: done } = await tx.query<{ documents_count: number }>(
      `update public.sources set last_indexed_at = now(),
              documents_count = (select count(*) from public.documents where source_id = $1)
        where id = $1 returning documents_count`,
      [sourceId],
    );
    await tx.query('delete from private.source_jobs where source_id = $1', [sourceId]);
    await emitSourceEvent(tx, sourceId, 'indexing.completed', { kind });
    const verb = kind === 'update' ? 'Update' : 'Indexing';
    await insertLogs(tx, source, [
      { severity: 'INFO', message: `${verb} completed: ${done[0].documents_count} documents indexed` },
    ]);
  });
}

async function guarded(
  tx: Transaction,
  sourceId: string,
  expected: SourceStatus,
  set: Parameters<typeof updateIfStatus>[3],
) {
  const source = await updateIfStatus(tx, sourceId, expected, set);
  if (!source) throw new Overtaken();
  return source;
}

/** Realistic log lines: one INFO per step, a WARNING and an ERROR on the way through a full run. */
export function stepLogs(source: SourceRow, kind: IndexingKind, step: number, found: number): LogLine[] {
  const catalog = catalogFor(source.type);
  const container = containerOf(source.custom);
  const details = { kind, step: step + 1 };
  const lines: LogLine[] = [
    kind === 'update'
      ? { severity: 'INFO', message: `Checked ${container} for changes: ${found} new ${catalog.unit}`, details }
      : { severity: 'INFO', message: `Fetched ${found} ${catalog.unit} from ${container}`, details },
  ];
  if (step === 1) lines.push({ severity: 'WARNING', message: `Skipped ${catalog.large}`, details });
  if (step === 3 && kind !== 'update')
    lines.push({ severity: 'ERROR', message: `Failed to parse ${catalog.broken}`, details });
  return lines;
}
