import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '../../server/platform';
import { newSupabaseClient, signedInClient, startTestPlatform } from './helpers/platform';
import { insertProject } from './helpers/rows';
import { EVENT_WAIT_MS } from './helpers/eventWait';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the platform's real secret, so only the claims decide whether it is accepted. */
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(platform.ctx.options.jwtSecret));

/** The status of an API read, a REST read and GraphQL with this bearer. */
async function statuses(token: string) {
  const headers = { Authorization: `Bearer ${token}`, apikey: platform.ctx.options.anonKey };
  const api = await fetch(`${platform.url}/api/subscriptions/plan`, { headers });
  const rest = await fetch(`${platform.url}/rest/v1/projects?select=id`, { headers });
  const graphql = await fetch(`${platform.url}/graphql/v1/projects/00000000-0000-4000-8000-000000000000`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ project { id } }' }),
  });
  return [api.status, rest.status, graphql.status];
}

describe('refresh-token reuse', () => {
  it('ends the whole session durably when a rotated token is replayed after the reuse window', async () => {
    const { client, session } = await signedInClient(platform);
    const rotated = await client.auth.refreshSession();
    const current = rotated.data.session!;
    await platform.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refresh_token],
    );

    const replay = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error?.code).toBe('refresh_token_already_used');

    // The revocation was committed: neither the current refresh token nor any access token still works.
    const next = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: current.refresh_token });
    expect(next.error?.code).toBe('refresh_token_not_found');
    expect(await platform.ctx.verifyAccessToken(current.access_token)).toBeNull();
    const user = await fetch(`${platform.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${current.access_token}` },
    });
    expect(user.status).toBe(403);
  });
});

describe('access-token claims', () => {
  it('accepts the token the platform issued', async () => {
    const { session } = await signedInClient(platform);
    const [api, rest] = await statuses(session.access_token);
    expect([api, rest]).toEqual([200, 200]);
  });

  it('refuses a token that lives longer than the configured lifetime', async () => {
    const { session } = await signedInClient(platform);
    const claims = claimsOf(session.access_token);
    const token = await sign({ ...claims, exp: claims.iat + 30 * 24 * 3600 });
    expect(await statuses(token)).toEqual([401, 401, 401]);
  });

  it('refuses a token issued before its session began', async () => {
    const { session } = await signedInClient(platform);
    const claims = claimsOf(session.access_token);
    const iat = claims.iat - 600;
    expect(await statuses(await sign({ ...claims, iat, exp: iat + 3600 }))).toEqual([401, 401, 401]);
    // Same lifetime, issued now: accepted, so only the issue time made the difference.
    const fresh = await sign({ ...claims, iat: now(), exp: now() + 3600 });
    expect((await statuses(fresh)).slice(0, 2)).toEqual([200, 200]);
  });

  it.each([
    ['a session_id that is not a uuid', { session_id: 'not-a-uuid' }],
    ['no session_id', { session_id: undefined }],
    ['no sub', { sub: undefined }],
    ['a sub that is not a uuid', { sub: "1' or '1'='1" }],
    ['a non-integer iat', { iat: 'yesterday' }],
  ])('answers 401, never 500, to a token with %s', async (_what, change) => {
    const { session } = await signedInClient(platform);
    const token = await sign({ ...claimsOf(session.access_token), ...change });
    expect(await statuses(token)).toEqual([401, 401, 401]);
    // GoTrue's own endpoints answer a bad JWT with 403 bad_jwt, which supabase-js treats as a dead session.
    const user = await fetch(`${platform.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('realtime after the session ends', () => {
  async function subscribedUser() {
    const user = await signedInClient(platform);
    const events: unknown[] = [];
    const statuses: string[] = [];
    user.client
      .channel(`projects-${user.id}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'projects', filter: `owner_id=eq.${user.id}` },
        (p) => events.push(p),
      )
      .subscribe((status) => void statuses.push(status));
    await vi.waitFor(() => expect(statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
    const project = await insertProject(platform, user.id, { name: 'Before' });
    await vi.waitFor(() => expect(events).toHaveLength(1), EVENT_WAIT_MS);
    return { ...user, events, project };
  }

  const rename = (id: string, name: string) =>
    platform.ctx.asService((tx) => tx.query('update public.projects set name = $2 where id = $1', [id, name]));

  async function expectNoMoreEvents(client: SupabaseClient, events: unknown[], projectId: string) {
    const canary = await subscribedUser();
    await rename(projectId, 'After');
    // The feed sends changes in commit order: once another subscriber has its later change, the rename
    // would have reached this one too had its channel stayed open.
    await insertProject(platform, canary.id, { name: 'Canary' });
    await vi.waitFor(() => expect(canary.events).toHaveLength(2), EVENT_WAIT_MS);
    expect(events).toHaveLength(1);
    await Promise.all([client.removeAllChannels(), canary.client.removeAllChannels()]);
  }

  it('closes the channels of a session logged out from elsewhere', async () => {
    const { client, session, events, project } = await subscribedUser();
    // Logged out by another client holding the same token (the subscriber keeps its token).
    const out = await fetch(`${platform.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, apikey: platform.ctx.options.anonKey },
    });
    expect(out.status).toBe(204);
    await expectNoMoreEvents(client, events, project.id);
  });

  it('closes the channels of a session revoked by refresh-token reuse', async () => {
    const { client, session, events, project } = await subscribedUser();
    const rotate = await fetch(`${platform.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: platform.ctx.options.anonKey },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(rotate.status).toBe(200);
    await platform.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refresh_token],
    );
    const replay = await fetch(`${platform.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: platform.ctx.options.anonKey },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(replay.status).toBe(400);
    await expectNoMoreEvents(client, events, project.id);
  });
});
