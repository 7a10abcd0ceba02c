import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import { ApiError } from '../core/errors';
import { jobKey } from '../jobs/jobs';
import { releaseDeadLeases } from '../jobs/leases';
import { countRunFromRows, createRun, startRun } from './runs';
import { INDEXED_COUNT, insertLogs } from './sourceWrites';
import type { Transaction } from '../db/types';
import { dropAbandonedChunks } from '../content/chunks';
import { emitSourceEvent } from '../webhooks/events';
import {
  RunOvertaken,
  describeTally,
  finishContentRun,
  indexItems,
  type Rejection,
  type RunScope,
} from './contentRuns';
import type { Original } from './ingest';

export interface PushResult {
  runId: string;
  accepted: number;
  unchanged: number;
  rejected: Rejection[];
}

/**
 * One push request as one indexing run (trigger "push"): queued behind whatever else runs on the source
 * (a manual run, an earlier push), so a source never has two runs at once; resolves when the documents are
 * stored and searchable.
 */
export function pushDocuments(
  ctx: PlatformContext,
  source: SourceRow,
  originals: Original[],
  refused: Rejection[],
): Promise<PushResult> {
  return new Promise((resolve, reject) => {
    ctx.jobs.queue(
      jobKey(source.id),
      async (signal) => {
        try {
          resolve(await runPush(ctx, source.id, originals, refused, signal));
        } catch (error) {
          reject(error);
        }
      },
      reject,
    );
  });
}

async function runPush(
  ctx: PlatformContext,
  sourceId: string,
  originals: Original[],
  refused: Rejection[],
  signal: AbortSignal,
): Promise<PushResult> {
  const runId = await ctx.asService(async (tx) => {
    const { rows } = await tx.query<SourceRow>('select * from public.sources where id = $1 for update', [sourceId]);
    const source = rows[0];
    if (!source) throw new ApiError(404, 'NOT_FOUND', 'Source not found');
    // This instance holds the source's lease now: a push still marked running was cut with its instance.
    if (source.status === 'UPDATING' && (await failPushRuns(tx, 'source_id = $2', [sourceId])) > 0) {
      source.status = 'IDLE';
    }
    if (source.status !== 'IDLE') {
      throw new ApiError(409, 'SOURCE_BUSY', `Source is busy (${source.status}); push again when it is idle`);
    }
    const run = await createRun(tx, source, 'update', 'push');
    await startRun(tx, run.id);
    await tx.query("update public.sources set status = 'UPDATING', progress = $2 where id = $1", [
      sourceId,
      JSON.stringify({ done: 0, total: originals.length }),
    ]);
    return run.id;
  });
  await emitSourceEvent(ctx.db, sourceId, 'indexing.started', { kind: 'update', runId, trigger: 'push' });
  const scope: RunScope = { ctx, sourceId, runId, status: 'UPDATING', signal };
  const items = originals.map((original) => ({ externalId: original.externalId, load: async () => original }));
  try {
    const tally = await indexItems(scope, items, { keepOriginals: true, force: false });
    const rejected = [...refused, ...tally.rejected];
    await finishContentRun(scope, `Push completed: ${describeTally({ ...tally, rejected })}`, tally.stopped);
    const accepted = originals.length - tally.unchanged - tally.rejected.length;
    return { runId, accepted, unchanged: tally.unchanged, rejected };
  } catch (error) {
    if (error instanceof RunOvertaken)
      throw new ApiError(409, 'RUN_CANCELLED', 'The push was cancelled or its source removed');
    await finishContentRun(scope, '', error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}

/** Why a push the platform stopped in the middle of ended. */
export const PUSH_INTERRUPTED = 'The platform stopped during this push; push the documents again';

/**
 * Ends active push runs matching `where` as FAILED (their counts from the documents they wrote) and sets
 * their sources idle. Returns how many it ended.
 */
async function failPushRuns(tx: Transaction, where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await tx.query<{ source_id: string; id: string }>(
    `update public.indexing_runs set status = 'FAILED', finished_at = now(), error = $1
      where trigger = 'push' and status in ('QUEUED', 'RUNNING') and ${where}
      returning source_id, id`,
    [PUSH_INTERRUPTED, ...params],
  );
  for (const run of rows) {
    await countRunFromRows(tx, run.id);
    const { rows: sources } = await tx.query<SourceRow>(
      `update public.sources set status = 'IDLE', progress = null, documents_count = ${INDEXED_COUNT}
        where id = $1 and status = 'UPDATING' returning *`,
      [run.source_id],
    );
    if (sources[0]) {
      await insertLogs(
        tx,
        sources[0],
        [{ severity: 'ERROR', message: `Indexing failed: ${PUSH_INTERRUPTED}` }],
        run.id,
      );
    }
  }
  return rows.length;
}

/**
 * A push the platform was stopped in the middle of has no caller left to answer: its run ends FAILED and
 * its source is idle again, so the pusher can simply push again; chunks staged by stopped runs are dropped
 * (their documents were never written). Runs at start, before anything new, and then with the job watch: a
 * push whose instance holds its source's lease is still under way. Leases of instances that died are
 * released first, so their pushes end and their jobs are taken over at this look, not when leases expire.
 */
export async function recoverInterruptedPushes(ctx: PlatformContext): Promise<void> {
  await releaseDeadLeases(ctx);
  await ctx.asService(async (tx) => {
    // A lease of this instance is held by a job still running here, even past its expiry (the embedded
    // database holds the thread during a long statement, so a renewal can come late).
    await failPushRuns(
      tx,
      `not exists (select 1 from private.leases l
                    where l.name = 'source:' || source_id::text and (l.expires_at > now() or l.holder = $2))`,
      [ctx.instanceId],
    );
    await dropAbandonedChunks(tx);
  });
}
