import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import type { SourceRow, SourceStatus } from '../core/rows';
import { ApiError } from '../core/errors';
import { assertDocumentsRoom } from '../billing/planLimits';
import { typeInfo } from '../core/sourceTypes';
import { catalogFor, containerOf, generateDocument } from './documents';
import { indexedDocument } from '../runs/documentOutcomes';
import { failedDocument, skippedDocument } from './walkOutcomes';
import { jobKey, pause } from '../jobs/jobs';
import { activeRun, countRun, createRun, finishRun, startRun, type RunCounts, type RunKind } from '../runs/runs';
import { INDEXED_COUNT, insertDocuments, insertLogs, updateIfStatus, type LogLine } from '../runs/sourceWrites';
import { emitDocumentsIndexed, emitSourceEvent } from '../webhooks/events';
import { readsRealContent, runRealIndexing } from '../local/reindex';

export type IndexingKind = RunKind;

/** The pause before each step of a simulated run (tests hold a run at one of them). */
export const STEP_MS = 600;
const DELETE_MS = 1500;
/** Steps per run and documents found per step. */
const PLAN: Record<IndexingKind, { steps: number; perStep: number }> = {
  init: { steps: 5, perStep: 4 },
  rebuild: { steps: 5, perStep: 4 },
  update: { steps: 3, perStep: 1 },
};

/** The status and progress a source shows as soon as indexing of this kind is requested. */
export function startingState(kind: IndexingKind): {
  status: SourceStatus;
  progress: { done: number; total: number } | null;
} {
  if (kind === 'rebuild') return { status: 'DELETING', progress: null };
  return { status: kind === 'init' ? 'INITIALIZING' : 'UPDATING', progress: { done: 0, total: PLAN[kind].steps } };
}

/** The job was cancelled or overtaken (source deleted, run ended): it stops without writing. */
class Overtaken extends Error {}

/** The provider took its grant back, or the plan's documents limit is reached: the run ends FAILED with this reason. */
class RunRefused extends Error {}

/**
 * Runs (or resumes) indexing of a source whose status the caller already moved to startingState(kind),
 * under the source's active run (created here when a resumed job has none). A resumed job (one no
 * instance holds) is taken over only when its lease is free; a requested one waits for it.
 * Every status/progress change is its own committed row update, so browsers see each over realtime.
 */
export function startIndexing(ctx: PlatformContext, sourceId: string, kind: IndexingKind, resumed = false): void {
  const jobs = ctx.jobs;
  (resumed ? jobs.takeOver : jobs.queue).call(jobs, jobKey(sourceId), async (signal) => {
    const started = await ctx.asService(async (tx) => {
      // Locked first, as a cancel does: a cancel that commits while this waits has removed the job row, so
      // the job ends here instead of finding no active run and starting a new one.
      const { rows } = await tx.query<SourceRow>('select * from public.sources where id = $1 for update', [sourceId]);
      // No job row: another instance ran it to the end (or it was cancelled) while this one waited.
      const job = await tx.query('select 1 from private.source_jobs where source_id = $1', [sourceId]);
      if (!rows[0] || job.rows.length === 0) return null;
      const run = (await activeRun(tx, sourceId)) ?? (await createRun(tx, rows[0], kind, 'manual'));
      const runId = (await startRun(tx, run.id))?.id;
      return runId ? { runId, source: rows[0] } : null;
    });
    if (!started) return;
    const { runId, source } = started;
    // Push and local sources index what their owner supplied, GitHub ones with a live token read GitHub;
    // only the other types are simulated.
    if (await readsRealContent(ctx, source)) {
      await runRealIndexing(ctx, source, runId, kind, source.status, signal);
      return;
    }
    try {
      await runIndexing(ctx, sourceId, runId, kind, signal);
    } catch (error) {
      if (error instanceof RunRefused) {
        await failRun(ctx, sourceId, runId, error.message);
        await emitSourceEvent(ctx.db, sourceId, 'indexing.failed', { kind, runId, error: error.message });
      } else if (!(error instanceof Overtaken)) {
        if (!signal.aborted) await emitSourceEvent(ctx.db, sourceId, 'indexing.failed', { kind, runId });
        throw error;
      }
    }
  });
}

/** Removes a source marked DELETING (documents and logs go with it) after a short while. */
export function startDeletion(ctx: PlatformContext, sourceId: string, resumed = false): void {
  const jobs = ctx.jobs;
  (resumed ? jobs.takeOver : jobs.queue).call(jobs, jobKey(sourceId), async (signal) => {
    await pause(ctx, DELETE_MS, signal);
    await ctx.asService((tx) =>
      tx.query("delete from public.sources where id = $1 and status = 'DELETING'", [sourceId]),
    );
  });
}

async function runIndexing(
  ctx: PlatformContext,
  sourceId: string,
  runId: string,
  kind: IndexingKind,
  signal: AbortSignal,
) {
  const { steps, perStep } = PLAN[kind];
  let status = startingState(kind).status;
  await emitSourceEvent(ctx.db, sourceId, 'indexing.started', { kind, runId });
  if (kind === 'rebuild') {
    await pause(ctx, STEP_MS, signal);
    await ctx.asService(async (tx) => {
      const source = await guarded(tx, sourceId, status, {
        status: 'INITIALIZING',
        progress: { done: 0, total: steps },
        documents_count: 0,
      });
      const removed = await tx.query('delete from public.documents where source_id = $1', [sourceId]);
      await counted(tx, runId, { removed: removed.affectedRows ?? 0 });
      await tx.query("update private.source_jobs set kind = 'init' where source_id = $1", [sourceId]);
      await insertLogs(
        tx,
        source,
        [{ severity: 'INFO', message: `Removed ${removed.affectedRows ?? 0} documents before rebuilding` }],
        runId,
      );
    });
    status = 'INITIALIZING';
  }
  // A resumed run (after a restart) continues at the step it reached, without repeating documents.
  const { rows } = await ctx.db.query<{ count: number; done: number }>(
    `select ${INDEXED_COUNT}::int as count, coalesce((progress ->> 'done')::int, 0) as done
       from public.sources where id = $1`,
    [sourceId],
  );
  const firstStep = Math.min(rows[0]?.done ?? 0, steps);
  const offset = Math.max(0, (rows[0]?.count ?? 0) - firstStep * perStep);
  for (let step = firstStep; step < steps; step += 1) {
    await pause(ctx, STEP_MS, signal);
    await ctx.asService(async (tx) => {
      const source = await guarded(tx, sourceId, status, { progress: { done: step + 1, total: steps } });
      await assertGranted(tx, source);
      const first = offset + step * perStep;
      const docs = Array.from({ length: perStep }, (_, i) =>
        indexedDocument(generateDocument(source.id, source.type, source.custom, first + i), source.custom, first + i),
      );
      await assertDocumentsLimit(tx, source, docs.length);
      const problems = problemDocuments(source, kind, step);
      if (problems.length > 0) {
        // A later run meets the same item again: it replaces the earlier verdict instead of piling up.
        await tx.query(
          "delete from public.documents where source_id = $1 and status <> 'INDEXED' and title = any($2)",
          [sourceId, problems.map((d) => d.title)],
        );
      }
      await insertDocuments(tx, source, [...docs, ...problems], runId);
      await emitDocumentsIndexed(tx, sourceId);
      const updated = kind === 'update' ? await refreshOneDocument(tx, sourceId, runId) : 0;
      await counted(tx, runId, {
        added: docs.length,
        updated,
        failed: problems.filter((d) => d.status === 'FAILED').length,
      });
      await insertLogs(tx, source, stepLogs(source, kind, step, docs.length), runId);
    });
  }
  await pause(ctx, STEP_MS, signal);
  await ctx.asService(async (tx) => {
    const source = await guarded(tx, sourceId, status, { status: 'IDLE', progress: null });
    if (!(await finishRun(tx, runId, 'SUCCEEDED'))) throw new Overtaken();
    const { rows: done } = await tx.query<{ documents_count: number }>(
      `update public.sources set last_indexed_at = now(), documents_count = ${INDEXED_COUNT}
        where id = $1 returning documents_count`,
      [sourceId],
    );
    await tx.query('delete from private.source_jobs where source_id = $1', [sourceId]);
    await emitSourceEvent(tx, sourceId, 'indexing.completed', { kind, runId });
    const verb = kind === 'update' ? 'Update' : 'Indexing';
    await insertLogs(
      tx,
      source,
      [{ severity: 'INFO', message: `${verb} completed: ${done[0].documents_count} documents indexed` }],
      runId,
    );
  });
}

/** Ends a run whose provider refused access: the source is idle again and keeps what was indexed. */
async function failRun(ctx: PlatformContext, sourceId: string, runId: string, reason: string): Promise<void> {
  await ctx.asService(async (tx) => {
    if (!(await finishRun(tx, runId, 'FAILED', reason))) return;
    const { rows } = await tx.query<SourceRow>(
      `update public.sources set status = 'IDLE', progress = null, documents_count = ${INDEXED_COUNT}
        where id = $1 returning *`,
      [sourceId],
    );
    await tx.query('delete from private.source_jobs where source_id = $1', [sourceId]);
    if (rows[0]) await insertLogs(tx, rows[0], [{ severity: 'ERROR', message: `Indexing failed: ${reason}` }], runId);
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

async function counted(tx: Transaction, runId: string, counts: RunCounts) {
  if (!(await countRun(tx, runId, counts))) throw new Overtaken();
}

async function assertDocumentsLimit(tx: Transaction, source: SourceRow, adding: number) {
  try {
    await assertDocumentsRoom(tx, source.owner_id, source.project_id, adding);
  } catch (error) {
    throw error instanceof ApiError ? new RunRefused(error.message) : error;
  }
}

/** Sources that sign in to a provider need their grant; a revoked one (credentials gone) fails the run. */
async function assertGranted(tx: Transaction, source: SourceRow) {
  if (typeInfo(source.type).tokenField === null) return;
  const { rows } = await tx.query('select 1 from private.source_credentials where source_id = $1', [source.id]);
  if (rows.length === 0) {
    throw new RunRefused(`${typeInfo(source.type).label} revoked access to the account; reconnect the source`);
  }
}

/** An update also finds one changed document per step. */
async function refreshOneDocument(tx: Transaction, sourceId: string, runId: string): Promise<number> {
  const { affectedRows } = await tx.query(
    `update public.documents set run_id = $2
      where id = (select id from public.documents
                   where source_id = $1 and status = 'INDEXED' and run_id is distinct from $2
                   order by updated_at, id limit 1)`,
    [sourceId, runId],
  );
  return affectedRows ?? 0;
}

/** A full walk meets one item too large to index and one it cannot parse; both become documents. */
function problemDocuments(source: SourceRow, kind: IndexingKind, step: number) {
  if (step === 1) return [skippedDocument(source.id, source.type)];
  if (step === 3 && kind !== 'update') return [failedDocument(source.id, source.type)];
  return [];
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
