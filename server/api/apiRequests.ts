import { Hono } from 'hono';
import { requestWindowQuery } from '@contract/apiRequestSchemas';
import {
  type KeyRequestCounts,
  type RequestStats,
  type RequestWindow,
  type SearchAnalytics,
  type SearchQueryStat,
} from '@contract/apiRequests';
import type { PlatformContext } from '../context';
import { ok, type ApiEnv } from './http';
import { loadProject } from './lookups';
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

interface BucketRow {
  start: Date;
  total: number;
  ok: number;
  client_errors: number;
  server_errors: number;
  errors: number;
  p50: number | null;
  p95: number | null;
}

const AGGREGATES = `count(*)::int as total,
  count(*) filter (where status < 400)::int as ok,
  count(*) filter (where status between 400 and 499)::int as client_errors,
  count(*) filter (where status >= 500)::int as server_errors,
  count(*) filter (where status >= 400 or error is not null)::int as errors,
  percentile_cont(0.5) within group (order by duration_ms) as p50,
  percentile_cont(0.95) within group (order by duration_ms) as p95`;

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
      const scope = `from public.api_requests
        where project_id = $1 and owner_id = auth.uid() and created_at >= $2 and created_at < $3`;
      const range = [projectId, new Date(start), new Date(end)];
      const { rows } = await tx.query<BucketRow>(
        `select date_bin($4::interval, created_at, timestamptz '1970-01-01 00:00:00+00') as start, ${AGGREGATES}
           ${scope} group by 1 order by 1`,
        [...range, `${intervalMs / 1000} seconds`],
      );
      const { rows: totals } = await tx.query<BucketRow>(`select ${AGGREGATES} ${scope}`, range);
      const { rows: drops } = await tx.query<{ dropped: string; last_dropped_at: Date }>(
        'select dropped, last_dropped_at from private.api_request_drops where project_id = $1 and owner_id = auth.uid()',
        [projectId],
      );
      const byStart = new Map(rows.map((row) => [row.start.getTime(), row]));
      const buckets = [];
      for (let at = start; at < end; at += intervalMs) {
        const row = byStart.get(at);
        buckets.push({
          start: new Date(at).toISOString(),
          total: row?.total ?? 0,
          ok: row?.ok ?? 0,
          clientErrors: row?.client_errors ?? 0,
          serverErrors: row?.server_errors ?? 0,
          p50: round(row?.p50 ?? null),
          p95: round(row?.p95 ?? null),
          errorRate: row && row.total > 0 ? row.errors / row.total : null,
        });
      }
      const total = totals[0];
      return {
        window,
        intervalMinutes: intervalMs / 60_000,
        buckets,
        totals: { requests: total.total, errors: total.errors, p50: round(total.p50), p95: round(total.p95) },
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
      const searches = `from public.api_requests
        where project_id = $1 and owner_id = auth.uid() and query is not null and btrim(query) <> ''
          and created_at >= $2`;
      const params = [projectId, new Date(Date.now() - spanMs)];
      const grouped = `select min(btrim(query)) as query, count(*)::int as searches,
          count(*) filter (where result_count = 0)::int as zero_results,
          avg(result_count)::float8 as average_results, max(created_at) as last_searched_at
        ${searches} group by lower(btrim(query))`;
      const { rows: top } = await tx.query<QueryStatRow>(
        `${grouped} order by searches desc, last_searched_at desc limit ${TOP_QUERIES}`,
        params,
      );
      const { rows: zero } = await tx.query<QueryStatRow>(
        `${grouped} having count(*) filter (where result_count = 0) > 0
           order by zero_results desc, last_searched_at desc limit ${TOP_QUERIES}`,
        params,
      );
      const { rows: totals } = await tx.query<{ searches: number; zero: number }>(
        `select count(*)::int as searches, count(*) filter (where result_count = 0)::int as zero ${searches}`,
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
      const { rows } = await tx.query<{ api_key_id: string; requests: number; last: Date }>(
        `select api_key_id, count(*)::int as requests, max(created_at) as last from public.api_requests
          where project_id = $1 and owner_id = auth.uid() and api_key_id is not null
            and created_at >= now() - interval '24 hours'
          group by api_key_id`,
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
