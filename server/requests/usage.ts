import type { Transaction } from '@electric-sql/pglite';
import type { ApiRequestUsage } from '@contract/billing';

/**
 * How many requests the owner's projects received in the last 24 hours and since `periodStart`, counted
 * per project on the list's keyset index (project_id, created_at) so a busy account stays cheap to read.
 */
export async function apiRequestUsage(tx: Transaction, ownerId: string, periodStart: Date): Promise<ApiRequestUsage> {
  const { rows } = await tx.query<{ last_24_hours: number; this_period: number }>(
    `select count(*) filter (where r.created_at >= now() - interval '24 hours')::int as last_24_hours,
            count(*) filter (where r.created_at >= $2)::int as this_period
       from public.projects p
       join public.api_requests r on r.project_id = p.id and r.owner_id = p.owner_id
      where p.owner_id = $1 and r.created_at >= least($2::timestamptz, now() - interval '24 hours')`,
    [ownerId, periodStart],
  );
  return {
    last24Hours: rows[0]?.last_24_hours ?? 0,
    thisPeriod: rows[0]?.this_period ?? 0,
    periodStart: periodStart.toISOString(),
  };
}
