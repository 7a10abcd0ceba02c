import { API_REQUEST_RETENTION_MS } from '@contract/apiRequests';
import type { PlatformContext } from '../core/context';
import { pause } from '../jobs/jobs';
import { claimTurn } from '../jobs/leases';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Deletes recorded requests (and their rollups) older than the retention period; returns how many requests went. */
export async function purgeExpiredRequests(ctx: PlatformContext): Promise<number> {
  const { affectedRows } = await ctx.asService(async (tx) => {
    const expired = "< now() - $1::double precision * interval '1 millisecond'";
    // A rollup goes once its whole hour is past the retention period, with the hour's last rows.
    for (const rollups of ['api_request_rollups', 'api_search_rollups', 'api_key_request_rollups']) {
      await tx.query(`delete from private.${rollups} where bucket + interval '1 hour' ${expired}`, [
        API_REQUEST_RETENTION_MS,
      ]);
    }
    return tx.query(`delete from public.api_requests where created_at ${expired}`, [API_REQUEST_RETENTION_MS]);
  });
  return affectedRows ?? 0;
}

/** Purges at start and then hourly, like deleted projects past their restore window (one instance per turn). */
export async function startRequestRetention(ctx: PlatformContext): Promise<void> {
  const purge = async () => {
    if (await claimTurn(ctx, 'purge-expired-requests', PURGE_EVERY_MS)) await purgeExpiredRequests(ctx);
  };
  await purge();
  ctx.jobs.start('purge-expired-requests', async (signal) => {
    for (;;) {
      await pause(ctx, PURGE_EVERY_MS, signal);
      await purge();
    }
  });
}
