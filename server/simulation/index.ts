import type { PlatformContext } from '../context';
import { startDeletion, startIndexing, type IndexingKind } from './indexing';
import { startProjectLifecycle } from './projectLifecycle';
import { startScheduler } from './schedules';
import { startRequestRetention } from '../requests/retention';

/** Picks up source work a previous run left unfinished (or the seed queued). */
async function resumeSourceJobs(ctx: PlatformContext): Promise<void> {
  const { rows } = await ctx.db.query<{ source_id: string; kind: IndexingKind | 'delete' }>(
    'select source_id, kind from private.source_jobs order by started_at',
  );
  for (const { source_id: sourceId, kind } of rows) {
    if (kind === 'delete') startDeletion(ctx, sourceId);
    else startIndexing(ctx, sourceId, kind);
  }
}

/**
 * Starts the background simulations that keep the local platform alive. Never rejects (a failure is
 * logged), and close() waits for the start-up so nothing queries a closed database.
 */
export function startSimulations(ctx: PlatformContext): Promise<void> {
  const started = (async () => {
    await startProjectLifecycle(ctx);
    await startRequestRetention(ctx);
    await resumeSourceJobs(ctx);
    startScheduler(ctx);
  })().catch((error: unknown) => console.error('[simulation] failed to start', error));
  ctx.onClose(() => started);
  return started;
}
