import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { ApiRequestRow, RequestStats, SearchAnalytics, KeyRequestCounts } from '../../contract/apiRequests';
import type { Platform } from '../../server/platform';
import { DEFAULT_LIMITS } from '../../server/requests/recorder';
import { recordApiRequests } from '../../server/requests/middleware';
import { purgeExpiredRequests } from '../../server/requests/retention';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, expectError, type ApiUser } from './api/apiClient';
import { EVENT_WAIT_MS } from './helpers/eventWait';

let platform: Platform;
let alice: ApiUser;
let bob: ApiUser;
let projectId: string;
let otherProjectId: string;
let apiKey: string;
let apiKeyId: string;

async function gql(project: string, query: string, headers: Record<string, string>, variables?: unknown) {
  const response = await fetch(`${platform.url}/graphql/v1/projects/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
}

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

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  bob = await apiUser(platform, 'Bob');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Traffic' }), 201).id;
  otherProjectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Quiet' }), 201).id;
  ({ key: apiKey, id: apiKeyId } = dataOf(
    await alice.call<{ key: string; id: string }>('POST', `/projects/${projectId}/api-keys`, { name: 'App' }),
    201,
  ));
});

afterAll(async () => {
  await platform?.close();
});

describe('recording GraphQL requests', () => {
  it('records a request made with an API key: kind, operation, key, status, duration, result count', async () => {
    const reply = await gql(projectId, 'query ListSources { sources { id } }', { 'x-api-key': apiKey });
    expect(reply.status).toBe(200);
    const [row] = await rowsOf(alice, projectId);
    expect(row).toMatchObject({
      kind: 'graphql',
      operation: 'ListSources',
      api_key_id: apiKeyId,
      api_key_prefix: apiKey.slice(0, 8),
      status: 200,
      status_class: '2xx',
      result_count: 0,
      error: null,
      owner_id: alice.id,
      project_id: projectId,
    });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    expect(row.detail).toMatchObject({ method: 'POST', path: `/graphql/v1/projects/${projectId}` });
  });

  it('names an anonymous operation by its root fields and records GraphQL errors', async () => {
    await gql(projectId, '{ project { id } sources { id } }', { 'x-api-key': apiKey });
    const [ok] = await rowsOf(alice, projectId);
    expect(ok.operation).toBe('query { project, sources }');
    expect(ok.result_count).toBe(1);

    await gql(projectId, '{ nope }', { 'x-api-key': apiKey });
    const [failed] = await rowsOf(alice, projectId);
    expect(failed.error).toMatch(/nope/);
    expect(failed.operation).toBe('query { nope }');
  });

  it('records a session request without a key, and a refused key without storing it', async () => {
    await gql(projectId, 'query Mine { project { id } }', { authorization: `Bearer ${alice.session.access_token}` });
    const [session] = await rowsOf(alice, projectId);
    expect(session).toMatchObject({ operation: 'Mine', api_key_id: null, status: 200 });

    const wrongKey = `pk_${'W'.repeat(40)}`;
    const refused = await gql(projectId, '{ project { id } }', { 'x-api-key': wrongKey });
    expect(refused.status).toBe(401);
    const [row] = await rowsOf(alice, projectId);
    expect(row).toMatchObject({ status: 401, status_class: '4xx', api_key_id: null });
    expect(row.detail.credential).toBe('api_key');
    expect(JSON.stringify(row)).not.toContain(wrongKey);
  });

  it('keeps small variables with secret-looking values masked and omits large ones', async () => {
    const variables = {
      search: 'pricing',
      password: 'hunter2',
      nested: { apiKey: 'whatever', note: `use ${apiKey} please` },
      opaque: 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7',
    };
    await gql(
      projectId,
      'query Find($search: String) { documents(search: $search) { totalCount } }',
      {
        'x-api-key': apiKey,
      },
      variables,
    );
    const [row] = await rowsOf(alice, projectId);
    expect(row.detail.variables).toEqual({
      search: 'pricing',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', note: 'use [redacted] please' },
      opaque: '[redacted]',
    });
    const text = JSON.stringify(row);
    for (const secret of [apiKey, 'hunter2', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7']) expect(text).not.toContain(secret);

    await gql(
      projectId,
      'query Big($search: String) { documents(search: $search) { totalCount } }',
      {
        'x-api-key': apiKey,
      },
      { search: 'x', ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'word '.repeat(30)])) },
    );
    const [big] = await rowsOf(alice, projectId);
    expect(big.detail.variables).toMatch(/^\[omitted: \d+ bytes\]$/);
  });
});

describe('recording push and search routes (the middleware)', () => {
  // A stand-in for the push and search routes, wrapped the way they are: one line each.
  const routes = () => {
    const app = new Hono();
    app.use('/projects/:projectId/search', recordApiRequests(platform.ctx, 'search'));
    app.get('/projects/:projectId/search', (c) =>
      c.json({ data: { hits: c.req.query('q') === 'nothing here' ? [] : [{}, {}, {}], tookMs: 1 } }),
    );
    app.use('/push/v1/projects/:projectId/*', recordApiRequests(platform.ctx, 'push'));
    app.post('/push/v1/projects/:projectId/sources/:sourceId/documents', (c) =>
      c.json({ data: { runId: 'r', accepted: 2, unchanged: 0, rejected: [] } }, 202),
    );
    app.delete('/push/v1/projects/:projectId/sources/:sourceId/documents/:id', (c) =>
      c.json({ errorCode: 'NOT_FOUND', error: 'Document not found' }, 404),
    );
    return app;
  };

  it('records a search with its query text and result count, and a push with its key and outcome', async () => {
    const app = routes();
    const headers = { 'x-api-key': apiKey };
    expect((await app.request(`/projects/${projectId}/search?q=pricing`, { headers })).status).toBe(200);
    expect((await app.request(`/projects/${projectId}/search?q=nothing%20here`, { headers })).status).toBe(200);
    const push = `/push/v1/projects/${projectId}/sources/00000000-0000-4000-8000-000000000001/documents`;
    expect((await app.request(push, { method: 'POST', headers })).status).toBe(202);
    expect((await app.request(`${push}/doc-1`, { method: 'DELETE', headers })).status).toBe(404);
    // Each request is recorded once its reply has been read from a copy, after it was answered.
    const [found, empty, pushed, deleted] = await vi.waitFor(async () => {
      const rows = await rowsOf(alice, projectId);
      const find = (kind: string, test: (row: ApiRequestRow) => boolean) =>
        rows.find((row) => row.kind === kind && test(row));
      const wanted = [
        find('search', (row) => row.query === 'pricing'),
        find('search', (row) => row.query === 'nothing here'),
        find('push', (row) => row.status === 202),
        find('push', (row) => row.status === 404),
      ];
      expect(wanted.every(Boolean)).toBe(true);
      return wanted;
    }, EVENT_WAIT_MS);
    expect(found).toMatchObject({ kind: 'search', query: 'pricing', result_count: 3, api_key_id: apiKeyId });
    expect(empty).toMatchObject({ kind: 'search', query: 'nothing here', result_count: 0 });
    expect(pushed).toMatchObject({
      kind: 'push',
      status: 202,
      result_count: 2,
      api_key_id: apiKeyId,
      operation: 'POST /sources/:sourceId/documents',
    });
    expect(deleted).toMatchObject({ kind: 'push', status: 404, error: 'Document not found' });
  });

  it('computes top and zero-result queries', async () => {
    const analytics = dataOf(
      await alice.call<SearchAnalytics>('GET', `/projects/${projectId}/requests/search-analytics?window=7d`),
    );
    expect(analytics.searches).toBe(2);
    expect(analytics.zeroResultSearches).toBe(1);
    expect(analytics.top.map((q) => q.query).sort()).toEqual(['nothing here', 'pricing']);
    expect(analytics.zeroResults).toEqual([expect.objectContaining({ query: 'nothing here', zeroResults: 1 })]);
  });
});

describe('reading the log', () => {
  it('keeps owners and projects apart', async () => {
    await gql(otherProjectId, 'query Other { project { id } }', {
      authorization: `Bearer ${alice.session.access_token}`,
    });
    const other = await rowsOf(alice, otherProjectId);
    expect(other.map((row) => row.operation)).toEqual(['Other']);
    expect((await rowsOf(alice, projectId)).some((row) => row.operation === 'Other')).toBe(false);

    expect(await rowsOf(bob, projectId)).toEqual([]);
    expectError(await bob.call('GET', `/projects/${projectId}/requests/stats`), 404, 'NOT_FOUND');
    expectError(await bob.call('GET', `/projects/${projectId}/requests/search-analytics`), 404, 'NOT_FOUND');
    expectError(await bob.call('GET', `/projects/${projectId}/requests/keys`), 404, 'NOT_FOUND');
    // Browsers only read: a write through REST is refused.
    const { error } = await alice.client
      .from('api_requests')
      .insert({ project_id: projectId, kind: 'graphql', status: 200, status_class: '2xx', duration_ms: 1 });
    expect(error).not.toBeNull();
  });

  it('charts requests per interval by status class with latency percentiles and error rate', async () => {
    const stats = dataOf(await alice.call<RequestStats>('GET', `/projects/${projectId}/requests/stats?window=24h`));
    expect(stats.buckets).toHaveLength(24);
    expect(stats.intervalMinutes).toBe(60);
    const current = stats.buckets.at(-1)!;
    const recorded = await rowsOf(alice, projectId);
    expect(current.total).toBe(recorded.length);
    expect(current.ok + current.clientErrors + current.serverErrors).toBe(current.total);
    expect(current.clientErrors).toBe(recorded.filter((row) => row.status_class === '4xx').length);
    expect(current.p95).toBeGreaterThanOrEqual(current.p50 ?? 0);
    expect(current.errorRate).toBeGreaterThan(0);
    expect(stats.totals.requests).toBe(recorded.length);

    const week = dataOf(await alice.call<RequestStats>('GET', `/projects/${projectId}/requests/stats?window=7d`));
    expect(week.buckets).toHaveLength(28);
    expectError(await alice.call('GET', `/projects/${projectId}/requests/stats?window=1y`), 400, 'INVALID_WINDOW');
  });

  it('counts requests per key in the last 24 hours', async () => {
    const { keys } = dataOf(await alice.call<KeyRequestCounts>('GET', `/projects/${projectId}/requests/keys`));
    const recorded = (await rowsOf(alice, projectId)).filter((row) => row.api_key_id === apiKeyId);
    expect(keys).toEqual([expect.objectContaining({ apiKeyId, requests24h: recorded.length })]);
  });
});

describe('retention and overload', () => {
  it('purges requests older than 30 days and keeps the rest', async () => {
    await platform.ctx.asService((tx) =>
      tx.query(
        `insert into public.api_requests (owner_id, project_id, kind, status, status_class, duration_ms, operation, created_at)
         values ($1, $2, 'graphql', 200, '2xx', 3, 'Ancient', now() - interval '31 days'),
                ($1, $2, 'graphql', 200, '2xx', 3, 'Recent', now() - interval '29 days')`,
        [alice.id, otherProjectId],
      ),
    );
    expect(await purgeExpiredRequests(platform.ctx)).toBe(1);
    const operations = (await rowsOf(alice, otherProjectId)).map((row) => row.operation);
    expect(operations).toContain('Recent');
    expect(operations).not.toContain('Ancient');
  });

  it('never fails or waits when the queue is full: it drops, counts and shows the drops', async () => {
    const recorder = platform.ctx.requestLog;
    await recorder.flush();
    const before = (await rowsOf(alice, otherProjectId)).length;
    // A queue of two that is not written until flushed: the third request onwards finds it full.
    recorder.limits = { maxQueue: 2, batchSize: 1000, flushEveryMs: 60_000 };
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          gql(otherProjectId, 'query Burst { project { id } }', {
            authorization: `Bearer ${alice.session.access_token}`,
          }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(replies.every((reply) => reply.body.data)).toBe(true);
      expect(recorder.pending).toBe(2);
    } finally {
      recorder.limits = { ...DEFAULT_LIMITS };
    }
    expect((await rowsOf(alice, otherProjectId)).length).toBe(before + 2);
    const stats = dataOf(await alice.call<RequestStats>('GET', `/projects/${otherProjectId}/requests/stats`));
    expect(stats.dropped).toBe(4);
    expect(stats.lastDroppedAt).not.toBeNull();
  });
});
