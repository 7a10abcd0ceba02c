import { Hono } from 'hono';
import { requestWindowQuery } from '@contract/apiRequestSchemas';
import {
  type KeyRequestCounts,
  type RequestStats,
  type RequestWindow,
  type SearchAnalytics,
  type SearchQueryStat,
} from '@contract/apiRequests';
import type { PlatformContext } from '../core/context';
import { latencyPercentile, readRollups, sumRollups, type RollupRow } from '../requests/rollups';
import { ok, type ApiEnv } from './http';
import { loadProject } from '../core/lookups';
import { asOwner } from './userTransaction';
import { parseInput, pathId } from './validation';

const HOUR_MS = 60 * 60 * 1000;
const WINDOWS: Record<RequestWindow, { spanMs: number; intervalMs: number }> = {
  '24h': { spanMs: 24 * HOUR_MS, intervalMs: HOUR_MS },
  '7d': { spanMs: 7 * 24 * HOUR_MS, intervalMs: 6 * HOUR_MS },
};
const TOP_QUERIES = 20;

/** The window's intervals, aligned to whole intervals since the epoch, the last one holding now. */
function windowRange(window: RequestWindow) {
  const { spanMs, intervalMs } = WINDOWS[window];
  const end = Math.floor(Date.now() / intervalMs) * intervalMs + intervalMs;
  return { start: end - spanMs, end, intervalMs };
}

interface QueryStatRow {
  query: string;
  searches: number;
  zero_results: number;
  average_results: number | null;
  last_searched_at: Date;
}

const toQueryStat = (row: QueryStatRow): SearchQueryStat => ({
  query: row.query,
  searches: row.searches,
  zeroResults: row.zero_results,
  averageResults: row.average_results === null ? null : Math.round(row.average_results * 10) / 10,
  lastSearchedAt: row.last_searched_at.toISOString(),
});

const round = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * What the Requests page charts and the API keys table read: aggregates over the project's recorded
 * requests (public.api_requests), owner checked in every statement. The rows themselves are read over
 * REST and realtime.
 */
export function apiRequestRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get('/projects/:projectId/requests/stats', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { window } = parseInput(requestWindowQuery, c.req.query());
    const { start, end, intervalMs } = windowRange(window);
    const stats = await asOwner(ctx, c.get('claims'), async (tx): Promise<RequestStats> => {
      await loadProject(tx, projectId);
      const { rows, bounds } = await readRollups(tx, projectId, new Date(start), new Date(end));
      const { rows: drops } = await tx.query<{ dropped: string; last_dropped_at: Date }>(
        'select dropped, last_dropped_at from private.api_request_drops where project_id = $1 and owner_id = auth.uid()',
        [projectId],
      );
      const byInterval = new Map<number, RollupRow[]>();
      for (const row of rows) {
        const at = Math.floor(row.bucket.getTime() / intervalMs) * intervalMs;
        byInterval.set(at, [...(byInterval.get(at) ?? []), row]);
      }
      const buckets = [];
      for (let at = start; at < end; at += intervalMs) {
        const sum = sumRollups(byInterval.get(at) ?? []);
        buckets.push({
          start: new Date(at).toISOString(),
          total: sum.total,
          ok: sum.ok,
          clientErrors: sum.client_errors,
          serverErrors: sum.server_errors,
          p50: round(latencyPercentile(sum.latency, bounds, 0.5)),
          p95: round(latencyPercentile(sum.latency, bounds, 0.95)),
          errorRate: sum.total > 0 ? sum.errors / sum.total : null,
        });
      }
      const total = sumRollups(rows);
      return {
        window,
        intervalMinutes: intervalMs / 60_000,
        buckets,
        totals: {
          requests: total.total,
          errors: total.errors,
          p50: round(latencyPercentile(total.latency, bounds, 0.5)),
          p95: round(latencyPercentile(total.latency, bounds, 0.95)),
        },
        dropped: Number(drops[0]?.dropped ?? 0),
        lastDroppedAt: drops[0]?.last_dropped_at.toISOString() ?? null,
      };
    });
    return ok(c, stats);
  });

  app.get('/projects/:projectId/requests/search-analytics', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { window } = parseInput(requestWindowQuery, c.req.query());
    const { spanMs } = WINDOWS[window];
    const analytics = await asOwner(ctx, c.get('claims'), async (tx): Promise<SearchAnalytics> => {
      await loadProject(tx, projectId);
      // Whole hours of rollups: the window reaches back to the start of its first hour.
      const searches = `from private.api_search_rollups
        where project_id = $1 and owner_id = auth.uid() and bucket >= date_trunc('hour', $2::timestamptz, 'UTC')`;
      const params = [projectId, new Date(Date.now() - spanMs)];
      const grouped = `select min(query) as query, sum(searches)::int as searches,
          sum(zero_results)::int as zero_results,
          sum(result_sum)::float8 / nullif(sum(results_counted), 0) as average_results,
          max(last_searched_at) as last_searched_at
        ${searches} group by query_key`;
      const { rows: top } = await tx.query<QueryStatRow>(
        `${grouped} order by searches desc, last_searched_at desc limit ${TOP_QUERIES}`,
        params,
      );
      const { rows: zero } = await tx.query<QueryStatRow>(
        `${grouped} having sum(zero_results) > 0
           order by zero_results desc, last_searched_at desc limit ${TOP_QUERIES}`,
        params,
      );
      const { rows: totals } = await tx.query<{ searches: number; zero: number }>(
        `select coalesce(sum(searches), 0)::int as searches, coalesce(sum(zero_results), 0)::int as zero ${searches}`,
        params,
      );
      return {
        window,
        searches: totals[0].searches,
        zeroResultSearches: totals[0].zero,
        top: top.map(toQueryStat),
        zeroResults: zero.map(toQueryStat),
      };
    });
    return ok(c, analytics);
  });

  app.get('/projects/:projectId/requests/keys', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const counts = await asOwner(ctx, c.get('claims'), async (tx): Promise<KeyRequestCounts> => {
      await loadProject(tx, projectId);
      // Whole hours from the rollups, and the rows of the partial hour where the 24 hours begin.
      const { rows } = await tx.query<{ api_key_id: string; requests: number; last: Date }>(
        `with edge as (select now() - interval '24 hours' as since,
                              date_trunc('hour', now() - interval '24 hours', 'UTC') + interval '1 hour' as whole),
              counted as (
                select r.api_key_id, r.total::bigint as n, r.last_request_at as last
                  from private.api_key_request_rollups r join public.api_keys k on k.id = r.api_key_id
                 where k.project_id = $1 and r.owner_id = auth.uid() and r.bucket >= (select whole from edge)
                union all
                select q.api_key_id, count(*), max(q.created_at)
                  from public.api_requests q join public.api_keys k on k.id = q.api_key_id
                 where k.project_id = $1 and q.owner_id = auth.uid()
                   and q.created_at >= (select since from edge) and q.created_at < (select whole from edge)
                 group by q.api_key_id)
         select api_key_id, sum(n)::int as requests, max(last) as last from counted group by api_key_id`,
        [projectId],
      );
      return {
        keys: rows.map((row) => ({
          apiKeyId: row.api_key_id,
          requests24h: row.requests,
          lastRequestAt: row.last.toISOString(),
        })),
      };
    });
    return ok(c, counts);
  });

  return app;
}
