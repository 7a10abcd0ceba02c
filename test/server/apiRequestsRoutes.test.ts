import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestRow, RequestStats } from '../../contract/apiRequests';
import type { AccountUsage } from '../../contract/billing';
import type { Platform } from '../../server/platform';
import { parseCliOptions, resolveOptions } from '../../server/options';
import { DEFAULT_LIMITS } from '../../server/requests/recorder';
import { latencyPercentile } from '../../server/requests/rollups';
import { purgeExpiredRequests } from '../../server/requests/retention';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, type ApiUser } from './api/apiClient';
import { createApiKey, createPushSource, pushClient } from './push/pushClient';

// The real GraphQL, push and search routes as a developer's app calls them, and what the account's
// usage (Settings → Subscription) counts of them.

let platform: Platform;
let alice: ApiUser;
let bob: ApiUser;
let projectId: string;
let sourceId: string;
let apiKey: string;

async function rowsOf(user: ApiUser, project: string): Promise<ApiRequestRow[]> {
  await platform.ctx.requestLog.flush();
  const { data, error } = await user.client
    .from('api_requests')
    .select('*')
    .eq('project_id', project)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(error.message);
  return data as ApiRequestRow[];
}

const usageOf = async (user: ApiUser) => {
  await platform.ctx.requestLog.flush();
  return dataOf(await user.call<AccountUsage>('GET', '/subscriptions/usage')).apiRequests;
};

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  bob = await apiUser(platform, 'Bob');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Traffic' }), 201).id;
  sourceId = await createPushSource(alice, projectId);
  apiKey = await createApiKey(alice, projectId);
});

afterAll(async () => {
  await platform?.close();
});

describe('the real routes', () => {
  it('record one row of each kind: a GraphQL query and a push with the key, a search with the session', async () => {
    const push = await pushClient(platform.url).json(projectId, sourceId, apiKey, {
      documents: [{ id: 'hello.txt', content: 'hello from the request log' }],
    });
    expect(push.status).toBe(202);
    const graphql = await fetch(`${platform.url}/graphql/v1/projects/${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: 'query Sources { sources { id } }' }),
    });
    expect(graphql.status).toBe(200);
    dataOf(await alice.call('GET', `/projects/${projectId}/search?q=hello&mode=keyword`));

    const rows = await rowsOf(alice, projectId);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(rows).toHaveLength(3);
    expect(byKind.push).toMatchObject({ status: 202, result_count: 1, api_key_prefix: apiKey.slice(0, 8) });
    expect(byKind.graphql).toMatchObject({ status: 200, operation: 'Sources', api_key_prefix: apiKey.slice(0, 8) });
    expect(byKind.search).toMatchObject({ status: 200, query: 'hello', api_key_id: null });
    expect(byKind.search.detail.credential).toBe('session');
    expect(JSON.stringify(rows)).not.toContain(apiKey);
  });
});

describe('the Subscription page usage', () => {
  it('counts the requests made with a key in the last 24 hours and this billing period, per account', async () => {
    const before = await usageOf(alice);
    const graphql = await fetch(`${platform.url}/graphql/v1/projects/${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: '{ project { id } }' }),
    });
    expect(graphql.status).toBe(200);
    const after = await usageOf(alice);
    expect(after.last24Hours).toBe(before.last24Hours + 1);
    expect(after.thisPeriod).toBe(before.thisPeriod + 1);
    expect(after.last24Hours).toBe((await rowsOf(alice, projectId)).length);

    const now = new Date();
    expect(after.periodStart).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
    // Another account's usage counts none of them.
    expect(await usageOf(bob)).toMatchObject({ last24Hours: 0, thisPeriod: 0 });
  });

  it('keeps a request older than a day in the period only while the period lasts', async () => {
    const before = await usageOf(alice);
    const { rows } = await platform.ctx.asService((tx) =>
      tx.query<{ in_period: boolean }>(
        `insert into public.api_requests (owner_id, project_id, kind, status, status_class, duration_ms, created_at)
         values ($1, $2, 'graphql', 200, '2xx', 3, now() - interval '25 hours')
         returning created_at >= $3::timestamptz as in_period`,
        [alice.id, projectId, before.periodStart],
      ),
    );
    const after = await usageOf(alice);
    expect(after.last24Hours).toBe(before.last24Hours);
    expect(after.thisPeriod).toBe(before.thisPeriod + (rows[0].in_period ? 1 : 0));
  });
});

describe('recording behind or refused', () => {
  it('answers requests when the database refuses a batch, and counts the lost rows as dropped', async () => {
    const recorder = platform.ctx.requestLog;
    await recorder.flush();
    const before = dataOf(await alice.call<RequestStats>('GET', `/projects/${projectId}/requests/stats`)).dropped;
    // Random text does not compress: this detail breaks the column's size check, and with it the batch.
    const noise = Array.from({ length: 3000 }, () => Math.random().toString(36).slice(2)).join('');
    // Nothing is written until flushed, so the refused row and the request's row share one batch.
    recorder.limits = { ...DEFAULT_LIMITS, batchSize: 1000, flushEveryMs: 60_000 };
    try {
      platform.ctx.requestLog.record({ projectId, kind: 'graphql', status: 200, durationMs: 1, detail: { noise } });
      const reply = await fetch(`${platform.url}/graphql/v1/projects/${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ query: '{ project { id } }' }),
      });
      expect(reply.status).toBe(200);
      expect(await reply.json()).toHaveProperty('data.project');
      expect(recorder.pending).toBe(2);
    } finally {
      recorder.limits = { ...DEFAULT_LIMITS };
    }
    await recorder.flush();
    await recorder.flush();
    const after = dataOf(await alice.call<RequestStats>('GET', `/projects/${projectId}/requests/stats`)).dropped;
    expect(after).toBe(before + 2);
  });
});

describe('turning recording off (the bench baseline)', () => {
  it('is on by default, off with --no-request-log, and then records nothing', async () => {
    expect(resolveOptions().recordRequests).toBe(true);
    expect(resolveOptions(parseCliOptions(['--no-request-log'])).recordRequests).toBe(false);
    const quiet = await startTestPlatform({ recordRequests: false });
    try {
      const user = await apiUser(quiet, 'Quiet');
      const project = dataOf(await user.call<{ id: string }>('POST', '/projects', { name: 'Unrecorded' }), 201).id;
      const reply = await fetch(`${quiet.url}/graphql/v1/projects/${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.session.access_token}` },
        body: JSON.stringify({ query: '{ project { id } }' }),
      });
      expect(reply.status).toBe(200);
      await quiet.ctx.requestLog.flush();
      const { rows } = await quiet.ctx.asService((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.api_requests'),
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});

describe('hourly rollups (what charts and usage read)', () => {
  it('are kept by every insert, also one that skips the realtime capture, and purged with the log', async () => {
    const rollupsOf = async () =>
      (
        await platform.ctx.asService((tx) =>
          tx.query<{ bucket: Date; total: number; latency: number[] }>(
            'select bucket, total, latency from private.api_request_rollups where project_id = $1 order by bucket',
            [projectId],
          ),
        )
      ).rows;
    await platform.ctx.requestLog.flush();
    const before = await rollupsOf();
    await platform.ctx.asService(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into public.api_requests (owner_id, project_id, kind, status, status_class, duration_ms, created_at)
         select $1, $2, 'push', 200, '2xx', 40, now() - interval '31 days' from generate_series(1, 3)`,
        [alice.id, projectId],
      );
    });
    const after = await rollupsOf();
    expect(after).toHaveLength(before.length + 1);
    const old = after[0];
    expect(old.total).toBe(3);
    expect(old.latency.reduce((sum, n) => sum + n, 0)).toBe(3);
    await purgeExpiredRequests(platform.ctx);
    expect(await rollupsOf()).toEqual(before);
  });

  it('estimate percentiles inside the band that holds the rank', () => {
    const bounds = [0, 10, 20, 50];
    expect(latencyPercentile([0, 0, 0, 0], bounds, 0.5)).toBeNull();
    // Ten requests in 10–20 ms: the median is halfway through the band.
    expect(latencyPercentile([0, 10, 0, 0], bounds, 0.5)).toBe(15);
    // Nineteen fast and one slow: p95 still falls among the fast ones, p99 among the slow.
    expect(latencyPercentile([19, 0, 1, 0], bounds, 0.95)).toBeLessThanOrEqual(10);
    expect(latencyPercentile([19, 0, 1, 0], bounds, 0.99)).toBeGreaterThanOrEqual(20);
    // Beyond the last bound there is no upper edge: its bound is the estimate.
    expect(latencyPercentile([0, 0, 0, 4], bounds, 0.95)).toBe(50);
  });
});
