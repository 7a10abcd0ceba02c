import type { PlatformContext } from '../core/context';
import { startDeletion, startIndexing, type IndexingKind } from './indexing';
import { startProjectLifecycle } from './projectLifecycle';
import { startScheduler } from './schedules';
import { startRequestRetention } from '../requests/retention';
import { pause } from '../jobs/jobs';
import { recoverInterruptedPushes } from '../runs/pushRun';

// A third of the lease: a crashed instance's work is taken over soon after its lease expires.
const RESUME_CHECK_MS = 10_000;

/**
 * Picks up source work no instance holds: what a previous run left unfinished, what the seed queued, or
 * what an instance that stopped or crashed was doing (its lease expired).
 */
export async function resumeSourceJobs(ctx: PlatformContext): Promise<void> {
  const { rows } = await ctx.db.query<{ source_id: string; kind: IndexingKind | 'delete' }>(
    `select j.source_id, j.kind from private.source_jobs j
      where not exists (select 1 from private.leases l
                         where l.name = 'source:' || j.source_id::text and l.expires_at > now())
      order by j.started_at limit 100`,
  );
  for (const { source_id: sourceId, kind } of rows) {
    if (kind === 'delete') startDeletion(ctx, sourceId, true);
    else startIndexing(ctx, sourceId, kind, true);
  }
}

/** Looks for unheld source work at start and then every little while, until the platform closes. */
function watchSourceJobs(ctx: PlatformContext): void {
  ctx.jobs.start('resume-source-jobs', async (signal) => {
    for (;;) {
      // One failed look (a dropped connection) must not end the watch: the next one may succeed.
      await recoverInterruptedPushes(ctx)
        .then(() => resumeSourceJobs(ctx))
        .catch(
          (error: unknown) => signal.aborted || console.error('[simulation] looking for unheld jobs failed', error),
        );
      await pause(ctx, RESUME_CHECK_MS, signal);
    }
  });
}

/**
 * Starts the background simulations that keep the local platform alive. Never rejects (a failure is
 * logged), and close() waits for the start-up so nothing queries a closed database.
 */
export function startSimulations(ctx: PlatformContext): Promise<void> {
  const started = (async () => {
    await startProjectLifecycle(ctx);
    await startRequestRetention(ctx);
    watchSourceJobs(ctx);
    startScheduler(ctx);
  })().catch((error: unknown) => console.error('[simulation] failed to start', error));
  ctx.onClose(() => started);
  return started;
}
