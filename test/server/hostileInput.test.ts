import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { hostilePayloads } from '../fixtures/hostilePayloads';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, expectError, type ApiReply, type ApiUser } from './api/apiClient';

// Issue #8 item 5, server side: hostile text is data. It round-trips byte for byte through the dashboard
// API, REST and GraphQL, is stored as text, is escaped on the platform's own HTML pages, and bad input of
// any shape gets a 400 envelope, never a 500.

let platform: Platform;
let user: ApiUser;

beforeAll(async () => {
  platform = await startTestPlatform();
  user = await apiUser(platform, 'Hostile');
});
afterAll(() => platform.close());

/** A dashboard API call that must never crash the server, whatever it carries. */
async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> {
  const reply = await user.call<T>(method, path, body);
  expect(reply.status, `${method} ${path} → ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  return reply;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

async function restRows(table: string, column: string, value: string) {
  const { data, error } = await user.client.from(table).select(`id,${column}`).eq(column, value);
  expect(error).toBeNull();
  return data;
}

describe('the corpus', () => {
  it('holds at least 50 distinct payloads, each a valid name that the server must keep as is', () => {
    expect(new Set(hostilePayloads).size).toBe(hostilePayloads.length);
    expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);
    for (const payload of hostilePayloads) {
      expect(payload.length).toBeLessThanOrEqual(100);
      expect(payload).toBe(payload.trim());
      // Lone surrogates cannot be stored (Postgres would hold U+FFFD), nor can NUL.
      expect(payload).toBe(Buffer.from(payload, 'utf8').toString('utf8'));
      expect(payload).not.toContain('\0');
    }
  });
});

describe.each(hostilePayloads.map((payload, index) => ({ payload, index })))('payload #$index', ({ payload }) => {
  let project: { id: string; name: string; settings: { description: string } };
  let sourceId: string;

  it('round-trips exactly through the API, REST and GraphQL and is stored as text', async () => {
    project = dataOf(await call('POST', '/projects', { name: payload, settings: { description: payload } }), 201);
    expect([project.name, project.settings.description]).toEqual([payload, payload]);
    const patched = dataOf(await call<typeof project>('PATCH', `/projects/${project.id}`, { name: payload, description: payload }));
    expect([patched.name, patched.settings.description]).toEqual([payload, payload]);

    const base = `/projects/${project.id}`;
    sourceId = dataOf(await call<{ id: string }>('POST', `${base}/sources`, { provider: 'google_drive' }), 201).id;
    expect(dataOf(await call<{ name: string }>('PATCH', `${base}/sources/${sourceId}`, { name: payload })).name).toBe(payload);
    const webhook = dataOf(
      await call<{ id: string; description: string }>('POST', `${base}/webhooks`, {
        url: 'https://hooks.example.com/in',
        events: ['source.created'],
        description: payload,
      }),
      201,
    );
    expect(webhook.description).toBe(payload);
    const key = dataOf(await call<{ id: string; name: string; key: string }>('POST', `${base}/api-keys`, { name: payload }), 201);
    expect(key.name).toBe(payload);

    // REST filters carry the payload as a value, which must match exactly the one row it names.
    expect(await restRows('projects', 'name', payload)).toEqual([{ id: project.id, name: payload }]);
    expect(await restRows('sources', 'name', payload)).toEqual([{ id: sourceId, name: payload }]);
    expect(await restRows('webhooks', 'description', payload)).toEqual([{ id: webhook.id, description: payload }]);
    expect(await restRows('api_keys', 'name', payload)).toEqual([{ id: key.id, name: payload }]);

    const stored = await platform.ctx.db.query<{ name: string; bytes: number; description: string }>(
      "select name, octet_length(name) as bytes, settings->>'description' as description from public.projects where id = $1",
      [project.id],
    );
    expect(stored.rows).toEqual([{ name: payload, bytes: Buffer.byteLength(payload), description: payload }]);

    const graphql = await fetch(`${platform.url}/graphql/v1/projects/${project.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key.key },
      body: JSON.stringify({ query: '{ project { name } sources { name } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { project: { name: payload }, sources: [{ name: payload }] } });
  });

  it('is escaped on the OAuth consent page that names the project', async () => {
    const path = `/projects/${project.id}/sources/${sourceId}/connect`;
    const { redirectUrl } = dataOf(await call<{ redirectUrl: string }>('POST', path, {}));
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain(`<strong>${escapeHtml(payload)}</strong>`);
    if (/[<>"']/.test(payload)) expect(html).not.toContain(payload);
  });

  it('is escaped on the billing portal page as a return path, or refused when it cannot be a path', async () => {
    const returnUrl = `/settings/billing?from=${payload}`;
    const reply = await call<{ url: string }>('POST', '/stripe/billing-portal-session', { returnUrl });
    if (/\s/.test(payload)) return expectError(reply, 400, 'INVALID_RETURN_URL');
    const html = await (await fetch(dataOf(reply, 201).url)).text();
    expect(html).toContain(`href="${escapeHtml(returnUrl)}"`);
    if (/[<>"']/.test(payload)) expect(html).not.toContain(payload);
  });
});

describe('SQL-like payloads', () => {
  it('left every table and row in place', async () => {
    const { rows } = await platform.ctx.db.query<{ projects: number; users: number }>(
      `select (select count(*)::int from public.projects where owner_id = $1) as projects,
              (select count(*)::int from auth.users where id = $1) as users`,
      [user.id],
    );
    expect(rows[0]).toEqual({ projects: hostilePayloads.length, users: 1 });
  });
});

describe('over-long, wrong-typed and malformed input', () => {
  let P: string;
  let S: string;
  let push: string;
  beforeAll(async () => {
    P = `/projects/${dataOf(await call<{ id: string }>('POST', '/projects', { name: 'Target' }), 201).id}`;
    S = `${P}/sources/${dataOf(await call<{ id: string }>('POST', `${P}/sources`, { provider: 'google_drive' }), 201).id}`;
    push = `${P}/sources/${dataOf(await call<{ id: string }>('POST', `${P}/sources`, { provider: 'push_api' }), 201).id}`;
  });
  const long = (n: number) => 'x'.repeat(n);
  const hook = { url: 'https://hooks.example.com/in', events: ['source.created'] };

  // [what, method, path (given the target paths), body (a string is sent raw), expected errorCode]
  const cases: Array<[string, string, () => string, unknown, string]> = [
    ['project name of 101 characters', 'POST', () => '/projects', { name: long(101) }, 'INVALID_NAME'],
    ['project name of one megabyte', 'POST', () => '/projects', { name: long(1 << 20) }, 'INVALID_NAME'],
    ['project name as a number', 'POST', () => '/projects', { name: 42 }, 'INVALID_NAME'],
    ['project name as a list', 'POST', () => '/projects', { name: ['a'] }, 'INVALID_NAME'],
    ['project name null', 'POST', () => '/projects', { name: null }, 'INVALID_NAME'],
    ['project name blank', 'POST', () => '/projects', { name: ' \t ' }, 'INVALID_NAME'],
    ['project name missing', 'POST', () => '/projects', {}, 'INVALID_NAME'],
    ['project name with a NUL character', 'POST', () => '/projects', { name: 'a\u0000b' }, 'INVALID_TEXT'],
    ['an owner_id smuggled in', 'POST', () => '/projects', { name: 'x', owner_id: '00000000-0000-4000-8000-000000000000' }, 'INVALID_OWNER_ID'],
    ['settings as a list', 'POST', () => '/projects', { name: 'x', settings: [] }, 'INVALID_SETTINGS'],
    ['an unknown region', 'POST', () => '/projects', { name: 'x', settings: { region: 'mars' } }, 'INVALID_SETTINGS'],
    ['a body that is a list', 'POST', () => '/projects', '[]', 'INVALID_BODY'],
    ['a body that is a string', 'POST', () => '/projects', '"name"', 'INVALID_BODY'],
    ['a body that is null', 'POST', () => '/projects', 'null', 'INVALID_BODY'],
    ['a body that is not JSON', 'POST', () => '/projects', '{"name":', 'INVALID_JSON'],
    ['a description of 501 characters', 'PATCH', () => P, { description: long(501) }, 'INVALID_DESCRIPTION'],
    ['a feature flag as a string', 'PATCH', () => P, { features: { graphqlIntrospection: 'yes' } }, 'INVALID_FEATURES'],
    ['a state set directly', 'PATCH', () => P, { state: 'active' }, 'INVALID_STATE'],
    ['a restore body with extra keys', 'POST', () => `${P}/restore`, { force: true }, 'INVALID_FORCE'],
    ['an unknown source type', 'POST', () => `${P}/sources`, { provider: 'ftp' }, 'INVALID_PROVIDER'],
    ['a source type as a number', 'POST', () => `${P}/sources`, { provider: 7 }, 'INVALID_PROVIDER'],
    ['a source name of 101 characters', 'PATCH', () => S, { name: long(101) }, 'INVALID_NAME'],
    ['custom as a string', 'PATCH', () => S, { custom: 'tokens' }, 'INVALID_CUSTOM'],
    ['custom forging tokens', 'PATCH', () => S, { custom: { tokens: { refresh_token: 'forged' } } }, 'INVALID_CUSTOM'],
    ['an entrypoint that is a list', 'PATCH', () => `${push}/set-entry-point/push`, '[]', 'INVALID_BODY'],
    ['an entrypoint name of 201 characters', 'PATCH', () => `${push}/set-entry-point/push`, { name: long(201) }, 'INVALID_NAME'],
    ['an entrypoint name as a number', 'PATCH', () => `${push}/set-entry-point/push`, { name: 5 }, 'INVALID_NAME'],
    ['a redirect to another site', 'POST', () => `${S}/connect`, { redirectUri: 'https://evil.example.com/' }, 'INVALID_REDIRECT_URI'],
    ['a protocol-relative redirect', 'POST', () => `${S}/connect`, { redirectUri: '//evil.example.com/' }, 'INVALID_REDIRECT_URI'],
    ['a code without its state', 'POST', () => `${S}/connect`, { code: 'abc' }, 'INVALID_STATE'],
    ['an indexing body with extra keys', 'POST', () => `${S}/indexing/init`, { force: true }, 'INVALID_FORCE'],
    ['a javascript: webhook URL', 'POST', () => `${P}/webhooks`, { ...hook, url: 'javascript:alert(1)' }, 'INVALID_URL'],
    ['a webhook URL of 2 kB', 'POST', () => `${P}/webhooks`, { ...hook, url: `https://e.com/${long(2000)}` }, 'INVALID_URL'],
    ['no webhook events', 'POST', () => `${P}/webhooks`, { ...hook, events: [] }, 'INVALID_EVENTS'],
    ['an unknown webhook event', 'POST', () => `${P}/webhooks`, { ...hook, events: ['source.hacked'] }, 'INVALID_EVENTS'],
    ['webhook events as a string', 'POST', () => `${P}/webhooks`, { ...hook, events: 'source.created' }, 'INVALID_EVENTS'],
    ['a webhook description of 501 characters', 'POST', () => `${P}/webhooks`, { ...hook, description: long(501) }, 'INVALID_DESCRIPTION'],
    ['a webhook description as an object', 'POST', () => `${P}/webhooks`, { ...hook, description: {} }, 'INVALID_DESCRIPTION'],
    ['an empty API key name', 'POST', () => `${P}/api-keys`, { name: '' }, 'INVALID_NAME'],
    ['an API key id that is not a UUID', 'DELETE', () => `${P}/api-keys`, { id: "1' or '1'='1" }, 'INVALID_ID'],
    ['an API key id as a number', 'DELETE', () => `${P}/api-keys`, { id: 42 }, 'INVALID_ID'],
    ['an admin key name as an object', 'POST', () => '/user/admin-api-keys', { name: {} }, 'INVALID_NAME'],
    ['an admin key revoke without id', 'DELETE', () => '/user/admin-api-keys', {}, 'INVALID_ID'],
    ['an unknown plan', 'PUT', () => '/subscriptions', { planId: 'enterprise' }, 'INVALID_PLAN_ID'],
    ['a plan as a number', 'PUT', () => '/subscriptions', { planId: 1 }, 'INVALID_PLAN_ID'],
    ['an invoice cursor of 101 characters', 'GET', () => `/stripe/invoices?startingAfter=${long(101)}`, undefined, 'INVALID_STARTING_AFTER'],
    ['an invoice cursor with a NUL character', 'GET', () => '/stripe/invoices?startingAfter=%00', undefined, 'INVALID_TEXT'],
    ['an unknown invoice query parameter', 'GET', () => '/stripe/invoices?limit=1000', undefined, 'INVALID_LIMIT'],
    ['a portal return URL on another site', 'POST', () => '/stripe/billing-portal-session', { returnUrl: 'https://evil.example.com' }, 'INVALID_RETURN_URL'],
  ];

  it.each(cases)('%s gets a 400 envelope naming it', async (_what, method, path, body, code) => {
    expectError(await call(method, path(), body), 400, code);
  });
});
