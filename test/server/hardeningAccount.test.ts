import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { SignInThrottle } from '../../server/supabase/signInThrottle';
import { newSupabaseClient, signedInClient, startTestPlatform } from './helpers/platform';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const signIn = (email: string, password: string) =>
  fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: platform.ctx.options.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('password rule', () => {
  it('refuses common and all-whitespace passwords and keeps accepting ordinary ones', async () => {
    const client = newSupabaseClient(platform.url);
    for (const password of ['12345678', '        ', 'password', 'Password1', 'aaaaaaaaaa']) {
      const { error } = await client.auth.signUp({ email: `weak-${Date.now()}@example.com`, password });
      expect(error?.code, JSON.stringify(password)).toBe('weak_password');
    }
    for (const password of ['demo-password', 'pw-123456', 'long-enough-pw', 'e2e-password-123']) {
      const { error } = await newSupabaseClient(platform.url).auth.signUp({
        email: `ok-${password}-${Date.now()}@example.com`,
        password,
      });
      expect(error, password).toBeNull();
    }
  });
});

describe('sessions', () => {
  it('a password change ends the user’s other sessions and keeps this one', async () => {
    const { email, password, client } = await signedInClient(platform);
    const other = newSupabaseClient(platform.url);
    const { data } = await other.auth.signInWithPassword({ email, password });
    const otherSession = data.session!;
    expect(await platform.ctx.verifyAccessToken(otherSession.access_token)).not.toBeNull();

    const { error } = await client.auth.updateUser({ password: 'a-brand-new-secret' });
    expect(error).toBeNull();
    expect(await platform.ctx.verifyAccessToken(otherSession.access_token)).toBeNull();
    const refreshed = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: otherSession.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('a session unused for longer than the inactivity limit cannot be refreshed', async () => {
    const { session } = await signedInClient(platform);
    await platform.ctx.db.query("update auth.sessions set updated_at = now() - interval '8 days' where id = $1", [
      JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()).session_id,
    ]);
    const refreshed = await newSupabaseClient(platform.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('session_expired');
  });
});

describe('guessing', () => {
  it('after five wrong passwords an email must wait, even with the right one', async () => {
    const { email, password } = await signedInClient(platform);
    for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-guess-${i}`)).status).toBe(400);
    const slowed = await signIn(email, password);
    expect(slowed.status).toBe(429);
    expect(await slowed.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('waits twice as long after each further failure and forgets on success', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < 5; i++) throttle.failed('a@example.com');
    expect(() => throttle.check('a@example.com')).toThrow(/try again in 1 seconds/);
    now += 1000;
    throttle.check('a@example.com');
    throttle.failed('a@example.com');
    expect(() => throttle.check('A@example.com')).toThrow(/try again in 2 seconds/);
    now += 2000;
    throttle.succeeded('a@example.com');
    throttle.check('a@example.com');
  });

  it('answers an unknown email no faster than a wrong password for a known one', async () => {
    const { email } = await signedInClient(platform);
    const median = async (emails: string[]) => {
      const times: number[] = [];
      for (const address of emails) {
        const started = performance.now();
        expect((await signIn(address, 'not-the-password')).status).toBe(400);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    };
    const known = await median([email, email, email, email]);
    const unknown = await median(Array.from({ length: 4 }, (_, i) => `nobody-${i}-${Date.now()}@example.com`));
    // Without the equal-cost check an unknown email answered in a fraction of the scrypt time.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});
