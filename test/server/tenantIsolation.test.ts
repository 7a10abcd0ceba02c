import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';
import { allInvoices, buildTenant, ownedRows, type Tenant } from './helpers/tenantWorld';
import { apiCallsOnForeignIds, graphql, listen, realtimeTargets } from './helpers/tenantAttacks';
import { dataOf, expectError, type ApiReply, type ApiUser } from './api/apiClient';
import { EVENT_WAIT_MS } from './helpers/eventWait';

// Tenant isolation, server side: user B, with valid credentials of its own, tries every way into user A's
// data. Every reply and event B receives is recorded, and none may contain a byte of A's ids, names or secrets.

let platform: Platform;
let a: Tenant;
let b: Tenant;
const seenByB: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  a = await buildTenant(platform, 'alice');
  b = await buildTenant(platform, 'bob');
}, 120_000);
// Each test judges only what B received during it.
beforeEach(() => void seenByB.splice(0));
afterAll(async () => {
  await a.user.client.removeAllChannels();
  await b.user.client.removeAllChannels();
  await platform.close();
});

const record = <T>(value: T): T => {
  seenByB.push(JSON.stringify(value));
  return value;
};
const asB = async (method: string, path: string, body?: unknown): Promise<ApiReply> =>
  record(await b.user.call(method, path, body));

/** Fails with the leaked values if anything B received in this test holds one of A's. */
function expectNothingOfA() {
  const leaks = a.secrets.filter((secret) => seenByB.some((body) => body.includes(secret)));
  expect(leaks).toEqual([]);
}

describe('dashboard API with B’s token on A’s ids', () => {
  it('answers 404 NOT_FOUND to every call and leaves all of A’s rows as they were', async () => {
    // A leaves an OAuth round trip open, so B can also try A's live state.
    const { redirectUrl } = dataOf(
      await a.user.call<{ redirectUrl: string }>('POST', `/projects/${a.projectId}/sources/${a.sourceId}/connect`, {}),
    );
    const aState = new URL(redirectUrl).searchParams.get('state')!;
    const before = await ownedRows(platform, a.user.id);

    const P = `/projects/${a.projectId}`;
    const BP = `/projects/${b.projectId}`;
    for (const [method, path, body] of apiCallsOnForeignIds(a, b)) {
      const reply = await asB(method, path, body);
      expect.soft(reply.status, `${method} ${path}`).toBe(404);
      expectError(reply, 404, 'NOT_FOUND');
    }
    // A's own OAuth state, presented by B on A's source and on B's source, is not B's to use (or to burn).
    for (const sourcePath of [`${P}/sources/${a.sourceId}`, `${BP}/sources/${b.sourceId}`]) {
      const reply = await asB('POST', `${sourcePath}/connect`, { code: 'guessed-code', state: aState });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.body.data).toBeUndefined();
    }

    expect(await ownedRows(platform, a.user.id)).toBe(before);
    expectNothingOfA();
  });

  it('bills B only for B: own invoices, own subscription, A’s invoice cursor refused', async () => {
    const recordingB: ApiUser = {
      ...b.user,
      call: (method, path, body) => b.user.call(method, path, body).then(record),
    } as ApiUser;
    const invoices = await allInvoices(recordingB);
    expect(invoices.length).toBeGreaterThanOrEqual(6);
    expect(invoices.map((invoice) => invoice.id).filter((id) => a.invoiceIds.includes(id))).toEqual([]);

    expectError(await asB('GET', `/stripe/invoices?startingAfter=${a.invoiceIds[3]}`), 400, 'INVALID_STARTING_AFTER');
    for (const path of ['/stripe/invoices/upcoming', '/subscriptions/plan', '/subscription-plans'])
      dataOf(await asB('GET', path));
    dataOf(await asB('POST', '/stripe/billing-portal-session', {}), 201);

    const aPlanBefore = dataOf(await a.user.call('GET', '/subscriptions/plan'));
    dataOf(await asB('PUT', '/subscriptions', { planId: 'team' }));
    expect(dataOf(await a.user.call('GET', '/subscriptions/plan'))).toEqual(aPlanBefore);
    expectNothingOfA();
  });
});

describe('REST (PostgREST) with B’s token', () => {
  const tables = [
    'projects',
    'sources',
    'source_logs',
    'indexing_runs',
    'api_keys',
    'webhooks',
    'admin_keys',
    'documents',
  ];

  it('returns no rows and a zero count for selects filtered on A’s owner id and project id', async () => {
    for (const table of tables) {
      const byOwner = record(await b.user.client.from(table).select('*', { count: 'exact' }).eq('owner_id', a.user.id));
      expect(byOwner.error).toBeNull();
      expect([table, byOwner.data, byOwner.count]).toEqual([table, [], 0]);
      if (table !== 'projects' && table !== 'admin_keys') {
        const byProject = record(await b.user.client.from(table).select('*').eq('project_id', a.projectId));
        expect([table, byProject.data]).toEqual([table, []]);
      }
      const everything = record(await b.user.client.from(table).select('*'));
      expect((everything.data as Array<{ owner_id: string }>).every((row) => row.owner_id === b.user.id)).toBe(true);
    }
    const single = record(await b.user.client.from('sources').select('*').eq('id', a.sourceId).single());
    expect(single.data).toBeNull();
    expect(single.error?.code).toBe('PGRST116');
    const search = record(await b.user.client.from('documents').select('id,title').eq('id', a.documentId));
    expect(search.data).toEqual([]);
    expectNothingOfA();
  });

  it('rpc restore_project on A’s paused and active projects returns false and restores nothing', async () => {
    for (const projectId of [a.pausedProjectId, a.projectId]) {
      const reply = record(await b.user.client.rpc('restore_project', { project_id: projectId }));
      expect(reply).toMatchObject({ data: false, error: null });
    }
    const { rows } = await platform.ctx.db.query<{ state: string }>('select state from public.projects where id = $1', [
      a.pausedProjectId,
    ]);
    expect(rows[0].state).toBe('paused');
    expectNothingOfA();
  });
});

describe('realtime with B’s token', () => {
  it('delivers B nothing of A’s while A’s rows change, filtered on A’s ids or not filtered at all', async () => {
    const targets = realtimeTargets(a);
    const spies = targets.map(([table, filter], i) => ({
      table,
      filter,
      ...listen(b.user, `spy-${i}`, table, filter),
    }));
    // The control: the same subscriptions by A receive A's changes, so the changes really flow.
    const control = targets.map(([table, filter], i) => listen(a.user, `own-${i}`, table, filter));
    const marker = listen(b.user, 'marker', 'projects', `id=eq.${b.projectId}`);
    await vi.waitFor(
      () => expect([...spies, ...control, marker].every((s) => s.statuses.includes('SUBSCRIBED'))).toBe(true),
      EVENT_WAIT_MS,
    );

    const P = `/projects/${a.projectId}`;
    dataOf(await a.user.call('PATCH', P, { name: `renamed ${a.projectId}` }));
    dataOf(await a.user.call('PATCH', `${P}/sources/${a.sourceId}`, { name: 'renamed source' }));
    dataOf(await a.user.call('POST', `${P}/sources/${a.sourceId}/indexing/update`));
    const key = dataOf(await a.user.call<{ id: string }>('POST', `${P}/api-keys`, { name: 'short-lived' }), 201);
    dataOf(await a.user.call('DELETE', `${P}/api-keys`, { id: key.id }));
    const hook = dataOf(
      await a.user.call<{ id: string }>('POST', `${P}/webhooks`, {
        url: 'http://127.0.0.1:9/h',
        events: ['document.indexed'],
      }),
      201,
    );
    dataOf(await a.user.call('DELETE', `${P}/webhooks/${hook.id}`));
    const admin = dataOf(
      await a.user.call<{ id: string }>('POST', '/user/admin-api-keys', { name: 'short-lived' }),
      201,
    );
    dataOf(await a.user.call('DELETE', '/user/admin-api-keys', { id: admin.id }));
    await vi.waitFor(() => expect(control.every((c) => c.events.length > 0)).toBe(true), EVENT_WAIT_MS);
    await vi.waitFor(
      () =>
        expect(
          control[targets.findIndex(([table]) => table === 'source_logs')].events.some((e) =>
            String((e.new as { message?: string }).message).startsWith('Update completed'),
          ),
        ).toBe(true),
      EVENT_WAIT_MS,
    );

    // Changes fan out in order on B's one socket: once B's own marker arrives, anything of A's would have too.
    dataOf(await b.user.call('PATCH', `/projects/${b.projectId}`, { name: 'marker' }));
    await vi.waitFor(() => expect(marker.events).toHaveLength(1), EVENT_WAIT_MS);
    for (const spy of spies) {
      record(spy.events);
      const foreign = spy.events.filter((e) =>
        [e.new, e.old].some((row) => row && 'owner_id' in row && row.owner_id !== b.user.id),
      );
      expect([spy.table, spy.filter, foreign]).toEqual([spy.table, spy.filter, []]);
      if (spy.filter) expect([spy.table, spy.filter, spy.events]).toEqual([spy.table, spy.filter, []]);
    }
    expectNothingOfA();
  });
});

describe('GraphQL', () => {
  const query = '{ project { id name sources { id name } documents { totalCount edges { node { id title } } } } }';
  const gql = (projectId: string, headers: Record<string, string>, body: Parameters<typeof graphql>[3] = { query }) =>
    graphql(platform.url, projectId, headers, body);
  const bearerOf = (user: ApiUser) => ({ authorization: `Bearer ${user.session.access_token}` });

  it('refuses B’s bearer and B’s API key on A’s projects with an error and no data', async () => {
    const attempts = [
      [a.projectId, bearerOf(b.user), 404, 'NOT_FOUND'],
      [a.pausedProjectId, bearerOf(b.user), 404, 'NOT_FOUND'],
      [a.projectId, { 'x-api-key': b.apiKey.key }, 401, 'UNAUTHENTICATED'],
      [a.pausedProjectId, { 'x-api-key': b.apiKey.key }, 401, 'UNAUTHENTICATED'],
    ] as const;
    for (const [projectId, headers, status, code] of attempts) {
      const reply = record(await gql(projectId, headers));
      expect(reply.status).toBe(status);
      expect(reply.body.data ?? null).toBeNull();
      expect(reply.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    expectNothingOfA();
  });

  it('gives B’s own project none of A’s documents by id or by source', async () => {
    const byIds = {
      query:
        'query ($doc: ID!, $source: ID) { document(id: $doc) { id } documents(sourceId: $source) { totalCount edges { node { id } } } }',
      variables: { doc: a.documentId, source: a.sourceId },
    };
    for (const headers of [bearerOf(b.user), { 'x-api-key': b.apiKey.key }]) {
      const reply = record(await gql(b.projectId, headers, byIds));
      expect(reply).toMatchObject({
        status: 200,
        body: { data: { document: null, documents: { totalCount: 0, edges: [] } } },
      });
    }
    expectNothingOfA();
  });

  it('scopes A’s API key to its own project, where it works', async () => {
    const other = dataOf(await a.user.call<{ id: string }>('POST', '/projects', { name: 'Other project of A' }), 201);
    const elsewhere = await gql(other.id, { 'x-api-key': a.apiKey.key });
    expect(elsewhere).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(elsewhere.body.data ?? null).toBeNull();
    const own = await gql(a.projectId, { 'x-api-key': a.apiKey.key });
    expect(own).toMatchObject({ status: 200, body: { data: { project: { id: a.projectId } } } });
  });
});
