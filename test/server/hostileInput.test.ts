import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { hostilePayloads } from '../fixtures/hostilePayloads';
import { startTestPlatform } from './helpers/platform';
import { invalidInputs, type Targets } from './helpers/invalidInputs';
import { apiUser, dataOf, expectError, type ApiReply, type ApiUser } from './api/apiClient';

// Hostile input, server side: hostile text is data. It round-trips byte for byte through the dashboard
// API, REST and GraphQL, is stored as text, is escaped on the platform's own HTML pages, and bad input of
// any shape gets a 400 envelope, never a 500.

let platform: Platform;
let user: ApiUser;
const payloadUsers: string[] = [];

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
  // A user per payload: one account cannot hold a project per payload within the Team plan's 100 projects.
  beforeAll(async () => {
    user = await apiUser(platform, 'Hostile');
    payloadUsers.push(user.id);
  });

  it('round-trips exactly through the API, REST and GraphQL and is stored as text', async () => {
    project = dataOf(await call('POST', '/projects', { name: payload, settings: { description: payload } }), 201);
    expect([project.name, project.settings.description]).toEqual([payload, payload]);
    const patched = dataOf(
      await call<typeof project>('PATCH', `/projects/${project.id}`, { name: payload, description: payload }),
    );
    expect([patched.name, patched.settings.description]).toEqual([payload, payload]);

    const base = `/projects/${project.id}`;
    sourceId = dataOf(await call<{ id: string }>('POST', `${base}/sources`, { provider: 'google_drive' }), 201).id;
    expect(dataOf(await call<{ name: string }>('PATCH', `${base}/sources/${sourceId}`, { name: payload })).name).toBe(
      payload,
    );
    const webhook = dataOf(
      await call<{ id: string; description: string }>('POST', `${base}/webhooks`, {
        url: 'http://127.0.0.1:9/in',
        events: ['source.created'],
        description: payload,
      }),
      201,
    );
    expect(webhook.description).toBe(payload);
    const key = dataOf(
      await call<{ id: string; name: string; key: string }>('POST', `${base}/api-keys`, { name: payload }),
      201,
    );
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
      `select (select count(*)::int from public.projects where owner_id = any($1)) as projects,
              (select count(*)::int from auth.users where id = any($1)) as users`,
      [payloadUsers],
    );
    expect(rows[0]).toEqual({ projects: hostilePayloads.length, users: hostilePayloads.length });
  });
});

describe('over-long, wrong-typed and malformed input', () => {
  let targets: Targets;
  beforeAll(async () => {
    const project = `/projects/${dataOf(await call<{ id: string }>('POST', '/projects', { name: 'Target' }), 201).id}`;
    const source = async (provider: string) =>
      `${project}/sources/${dataOf(await call<{ id: string }>('POST', `${project}/sources`, { provider }), 201).id}`;
    targets = { project, source: await source('google_drive'), push: await source('push_api') };
  });
  it.each(invalidInputs)('%s gets a 400 envelope naming it', async (_what, method, path, body, code) => {
    expectError(await call(method, path(targets), body), 400, code);
  });
});
