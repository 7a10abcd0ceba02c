import type { Transaction } from '../db/types';
import type { ApiRequestUsage } from '@contract/billing';

/**
 * How many requests the owner's projects received in the last 24 hours and since `periodStart`: whole
 * hours from the hourly rollups, and the rows of the one partial hour at the 24 hours' start, so the
 * count is exact and stays cheap for a busy account.
 */
export async function apiRequestUsage(tx: Transaction, ownerId: string, periodStart: Date): Promise<ApiRequestUsage> {
  const { rows } = await tx.query<{ last_24_hours: number; this_period: number }>(
    `with edge as (select now() - interval '24 hours' as since,
                          date_trunc('hour', now() - interval '24 hours', 'UTC') + interval '1 hour' as whole),
          rollups as (select r.bucket, r.total from private.api_request_rollups r
                        join public.projects p on p.id = r.project_id and p.owner_id = $1
                       where r.owner_id = $1 and r.bucket >= least($2::timestamptz, (select whole from edge)))
     select (select coalesce(sum(total), 0) from rollups where bucket >= (select whole from edge))::int
            + (select count(*) from public.projects p
                 join public.api_requests r on r.project_id = p.id and r.owner_id = p.owner_id
                where p.owner_id = $1 and r.created_at >= (select since from edge)
                  and r.created_at < (select whole from edge))::int as last_24_hours,
            (select coalesce(sum(total), 0) from rollups where bucket >= $2)::int as this_period`,
    [ownerId, periodStart],
  );
  return {
    last24Hours: rows[0]?.last_24_hours ?? 0,
    thisPeriod: rows[0]?.this_period ?? 0,
    periodStart: periodStart.toISOString(),
  };
}
