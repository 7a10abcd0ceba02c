import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import type { Platform } from '../../server/platform';
import { newSupabaseClient, signedInClient, startTestPlatform } from './helpers/platform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

function decodePayload(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('auth /auth/v1 with supabase-js', () => {
  it('signs up with the display name in user_metadata and signs in', async () => {
    const client = newSupabaseClient(platform.url);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const email = `new-${Date.now()}@example.com`;
    const signUp = await client.auth.signUp({ email, password: 'long-enough-pw', options: { data: { name: 'Ada' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.user_metadata.name).toBe('Ada');
    expect(events).toContain('SIGNED_IN');

    const claims = decodePayload(signUp.data.session!.access_token);
    expect(claims).toMatchObject({ sub: signUp.data.user!.id, aud: 'authenticated', role: 'authenticated', email });
    for (const claim of ['exp', 'iat', 'iss', 'phone', 'app_metadata', 'aal', 'amr', 'session_id', 'is_anonymous']) {
      expect(claims).toHaveProperty(claim);
    }
    expect(signUp.data.session!.expires_in).toBe(3600);

    const again = await newSupabaseClient(platform.url).auth.signUp({ email, password: 'long-enough-pw' });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);

    const signIn = await newSupabaseClient(platform.url).auth.signInWithPassword({ email, password: 'long-enough-pw' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata.name).toBe('Ada');
  });

  it('refuses a name, metadata or password too long for the session cookie, naming the field', async () => {
    const client = newSupabaseClient(platform.url);
    const long = await client.auth.signUp({
      email: `long-${Date.now()}@example.com`,
      password: 'long-enough-pw',
      options: { data: { name: 'x'.repeat(10_000) } },
    });
    expect(long.error?.status).toBe(422);
    expect(long.error?.message).toBe('Name must be at most 100 characters');
    expect(long.data.session).toBeNull();

    const bulky = await client.auth.signUp({
      email: `bulky-${Date.now()}@example.com`,
      password: 'long-enough-pw',
      options: { data: { name: 'Ada', note: 'y'.repeat(2000) } },
    });
    expect(bulky.error?.status).toBe(422);
    const longPassword = await client.auth.signUp({ email: `pw-${Date.now()}@example.com`, password: 'pass-phrase-'.repeat(7) });
    expect(longPassword.error?.message).toBe('Password cannot be longer than 72 characters');

    const fine = await signedInClient(platform);
    const update = await fine.client.auth.updateUser({ data: { name: 'z'.repeat(101) } });
    expect(update.error?.message).toBe('Name must be at most 100 characters');
  });

  it('rejects a weak password with its reasons', async () => {
    const { error } = await newSupabaseClient(platform.url).auth.signUp({
      email: 'weak@example.com',
      password: 'short',
    });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const { email } = await signedInClient(platform);
    const { data, error } = await newSupabaseClient(platform.url).auth.signInWithPassword({
      email,
      password: 'wrong-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens with a reuse window and rejects unknown ones', async () => {
    const { client, session } = await signedInClient(platform);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(events).toContain('TOKEN_REFRESHED');

    // A second tab racing with the old token within 10 s gets the session's current token.
    const racing = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(racing.error).toBeNull();
    expect(racing.data.session?.refresh_token).toBe(refreshed.data.session?.refresh_token);

    const unknown = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('treats a rotated token reused after the window as already used', async () => {
    const { client, session } = await signedInClient(platform);
    await client.auth.refreshSession();
    await platform.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refresh_token],
    );
    const late = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');
  });

  it('gets and updates the user, then signs out and revokes the token', async () => {
    const { client, id, session } = await signedInClient(platform, 'Before');
    const got = await client.auth.getUser();
    expect(got.data.user?.id).toBe(id);
    expect(got.data.user?.user_metadata.name).toBe('Before');

    const updated = await client.auth.updateUser({ data: { name: 'After' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.name).toBe('After');
    expect((await client.auth.getUser(session.access_token)).data.user?.user_metadata.name).toBe('After');

    expect(await platform.ctx.verifyAccessToken(session.access_token)).not.toBeNull();
    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    expect(await platform.ctx.verifyAccessToken(session.access_token)).toBeNull();
    // supabase-js turns session_not_found into AuthSessionMissingError, so check the wire too.
    const afterLogout = await newSupabaseClient(platform.url).auth.getUser(session.access_token);
    expect(afterLogout.error?.name).toBe('AuthSessionMissingError');
    const res = await fetch(`${platform.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('rejects forged and expired bearers', async () => {
    const { session, id } = await signedInClient(platform);
    const claims = decodePayload(session.access_token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-!!'));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(platform.ctx.options.jwtSecret));
    for (const token of [forged, expired, 'not.a.jwt']) {
      expect(await platform.ctx.verifyAccessToken(token)).toBeNull();
      const { error } = await newSupabaseClient(platform.url).auth.getUser(token);
      expect(error?.code).toBe('bad_jwt');
      expect(error?.status).toBe(403);
    }
    expect((await platform.ctx.verifyAccessToken(session.access_token))?.sub).toBe(id);

    const res = await fetch(`${platform.url}/auth/v1/user`, { headers: { apikey: platform.ctx.options.anonKey } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' });
  });

  it('answers CORS preflights exposing the version header', async () => {
    const res = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: platform.url,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const get = await fetch(`${platform.url}/auth/v1/user`, { headers: { Origin: platform.url } });
    expect(get.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    expect(get.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
  });
});
