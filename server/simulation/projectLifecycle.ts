import { RESTORE_WINDOW_MS } from '@contract/constants';
import type { PlatformContext } from '../core/context';
import { pause, throughOutages } from '../jobs/jobs';
import { claimTurn } from '../jobs/leases';

const RESTORE_MS = 2000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** restoring -> active a little later, however the project got to restoring (API or restore_project RPC). */
function scheduleActivation(ctx: PlatformContext, projectId: string): void {
  // Every instance hears the notification; the one that claims the project does it.
  ctx.jobs.takeOver(`project:${projectId}`, async (signal) => {
    await pause(ctx, RESTORE_MS, signal);
    // A restore asked for just before an outage completes once the database is back.
    await throughOutages(ctx, signal, () =>
      ctx.asService((tx) =>
        tx.query("update public.projects set state = 'active' where id = $1 and state = 'restoring'", [projectId]),
      ),
    );
  });
}

/** Deleted projects can be restored for the restore window; after that they are removed for good. */
async function purgeExpiredProjects(ctx: PlatformContext): Promise<void> {
  if (!(await claimTurn(ctx, 'purge-deleted-projects', PURGE_EVERY_MS))) return;
  await ctx.asService((tx) =>
    tx.query(
      "delete from public.projects where state = 'deleted' and deleted_at < now() - $1::double precision * interval '1 millisecond'",
      [RESTORE_WINDOW_MS],
    ),
  );
}

/** Every project left restoring (at start, or after notifications may have been lost) gets its activation. */
async function activateRestoring(ctx: PlatformContext): Promise<void> {
  const { rows } = await ctx.db.query<{ id: string }>("select id from public.projects where state = 'restoring'");
  for (const { id } of rows) scheduleActivation(ctx, id);
}

export async function startProjectLifecycle(ctx: PlatformContext): Promise<void> {
  // The migration's trigger notifies on every move to restoring, so no polling is needed. An empty
  // payload follows a reconnect of the listener (what was notified meanwhile is lost): look at the table.
  const unlisten = await ctx.db.listen('project_restoring', (projectId) => {
    if (projectId) scheduleActivation(ctx, projectId);
    else
      activateRestoring(ctx).catch((error: unknown) =>
        console.error('[simulation] looking for projects left restoring failed', error),
      );
  });
  ctx.onClose(() => unlisten().catch(() => undefined));
  await activateRestoring(ctx);

  await purgeExpiredProjects(ctx);
  ctx.jobs.start('purge-deleted-projects', async (signal) => {
    for (;;) {
      await pause(ctx, PURGE_EVERY_MS, signal);
      await purgeExpiredProjects(ctx);
    }
  });
}
