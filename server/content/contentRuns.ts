import type { Transaction } from '../db/types';
import type { PlatformContext } from '../context';
import type { SourceRow, SourceStatus } from '../api/rows';
import { countRun, finishRun, type RunCounts } from '../simulation/runs';
import { INDEXED_COUNT, insertLogs, updateIfStatus, type LogLine } from '../simulation/sourceWrites';
import { emitSourceEvent } from '../webhooks/events';
import { hashOf, planRefusal, prepareOriginal, storeDocument, type Original } from './ingest';
import { indexingRunFinished } from '../search/semanticSwitch';

/** One document a run considers; loading may fail (a file vanished), which the run logs and skips. */
export interface RunItem {
  externalId: string;
  load(): Promise<Original | null>;
}

export interface Rejection {
  id: string;
  errorCode: string;
  error: string;
}

export interface RunTally {
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  skipped: number;
  rejected: Rejection[];
  /** Why the run stopped early (the plan's documents limit); the items left are rejected with it. */
  stopped: string | null;
}

/** The run a job works under and the status its source shows meanwhile. */
export interface RunScope {
  ctx: PlatformContext;
  sourceId: string;
  runId: string;
  status: SourceStatus;
  signal?: AbortSignal;
}

/** The job was overtaken (source deleted, run cancelled): it stops without writing more. */
export class RunOvertaken extends Error {}

async function guarded(tx: Transaction, scope: RunScope, set: Parameters<typeof updateIfStatus>[3]) {
  const source = await updateIfStatus(tx, scope.sourceId, scope.status, set);
  if (!source) throw new RunOvertaken();
  return source;
}

async function counted(tx: Transaction, scope: RunScope, counts: RunCounts) {
  if (!(await countRun(tx, scope.runId, counts))) throw new RunOvertaken();
}

/**
 * Indexes items one by one: unchanged content (same hash as the stored document) is left alone unless
 * `force`, everything else is parsed in a worker, then written with its chunks in its own transaction,
 * so progress, counts and documents reach browsers over realtime as they happen.
 */
export async function indexItems(
  scope: RunScope,
  items: RunItem[],
  options: { keepOriginals: boolean; force: boolean },
): Promise<RunTally> {
  const { ctx } = scope;
  const tally: RunTally = { added: 0, updated: 0, unchanged: 0, failed: 0, skipped: 0, rejected: [], stopped: null };
  const known = new Map(
    (
      await ctx.db.query<{ external_id: string; content_hash: string | null }>(
        'select external_id, content_hash from public.documents where source_id = $1 and external_id is not null',
        [scope.sourceId],
      )
    ).rows.map((row) => [row.external_id, row.content_hash]),
  );
  for (const [index, item] of items.entries()) {
    if (scope.signal?.aborted) throw new RunOvertaken();
    const original = await item.load();
    if (!original) continue;
    const progress = { progress: { done: index + 1, total: items.length } };
    if (!options.force && known.get(item.externalId) === hashOf(original.bytes)) {
      tally.unchanged += 1;
      await ctx.asService((tx) => guarded(tx, scope, progress));
      continue;
    }
    const prepared = await prepareOriginal(ctx, original);
    const refused = await ctx.asService(async (tx) => {
      const source = await guarded(tx, scope, progress);
      try {
        const stored = await storeDocument(tx, source, scope.runId, original, prepared, options.keepOriginals);
        const failed = stored.status === 'FAILED' ? 1 : 0;
        await counted(tx, scope, { added: stored.created ? 1 : 0, updated: stored.created ? 0 : 1, failed });
        if (stored.created) tally.added += 1;
        else tally.updated += 1;
        if (stored.status === 'FAILED') tally.failed += 1;
        if (stored.status === 'SKIPPED') tally.skipped += 1;
        if (prepared.error) {
          const severity = stored.status === 'FAILED' ? 'ERROR' : 'WARNING';
          await insertLogs(
            tx,
            source,
            [{ severity, message: `${original.externalId}: ${prepared.error}` }],
            scope.runId,
          );
        }
        return null;
      } catch (error) {
        const refusal = planRefusal(error);
        if (!refusal) throw error;
        return refusal;
      }
    });
    if (refused) {
      // The plan's limit ends the run: this item and the rest are refused with the reason.
      tally.stopped = refused.error;
      for (const rest of items.slice(index)) tally.rejected.push({ id: rest.externalId, ...refused });
      break;
    }
  }
  return tally;
}

/** Removes the source's documents whose external ids are not in `keep` (files gone from a folder). */
export async function removeMissing(scope: RunScope, keep: Set<string>): Promise<number> {
  return scope.ctx.asService(async (tx) => {
    const source = await guarded(tx, scope, {});
    const { rows } = await tx.query<{ external_id: string | null }>(
      `delete from public.documents where source_id = $1 and (external_id is null or not (external_id = any($2)))
       returning external_id`,
      [scope.sourceId, [...keep]],
    );
    if (rows.length > 0) {
      await counted(tx, scope, { removed: rows.length });
      await insertLogs(
        tx,
        source,
        [{ severity: 'INFO', message: `Removed ${rows.length} documents whose files are gone` }],
        scope.runId,
      );
    }
    return rows.length;
  });
}

/** Ends a run: SUCCEEDED (or FAILED with a reason), the source idle with its indexed count, a summary line. */
export async function finishContentRun(
  scope: RunScope,
  summary: string,
  failure: string | null = null,
  extraLogs: LogLine[] = [],
): Promise<void> {
  const finished = await scope.ctx.asService(async (tx) => {
    const source = await updateIfStatus(tx, scope.sourceId, scope.status, { status: 'IDLE', progress: null });
    if (!source) throw new RunOvertaken();
    if (!(await finishRun(tx, scope.runId, failure ? 'FAILED' : 'SUCCEEDED', failure))) throw new RunOvertaken();
    await tx.query(
      `update public.sources set last_indexed_at = now(), documents_count = ${INDEXED_COUNT} where id = $1`,
      [scope.sourceId],
    );
    await tx.query('delete from private.source_jobs where source_id = $1', [scope.sourceId]);
    const lines: LogLine[] = [
      ...extraLogs,
      failure ? { severity: 'ERROR', message: `Indexing failed: ${failure}` } : { severity: 'INFO', message: summary },
    ];
    await insertLogs(tx, source, lines, scope.runId);
    await emitSourceEvent(tx, scope.sourceId, failure ? 'indexing.failed' : 'indexing.completed', {
      runId: scope.runId,
      ...(failure ? { error: failure } : {}),
    });
    return source;
  });
  indexingRunFinished(scope.ctx, finished.owner_id, finished.project_id);
}

export const describeTally = (t: RunTally) =>
  `${t.added} added, ${t.updated} updated, ${t.unchanged} unchanged, ${t.failed} failed, ${t.skipped} skipped` +
  (t.rejected.length > 0 ? `, ${t.rejected.length} refused` : '');

export type { SourceRow };
