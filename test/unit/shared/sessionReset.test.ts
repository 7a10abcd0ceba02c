import { describe, expect, it, vi } from 'vitest';
import { clearSessionResetMarker, resetDeadSession, type ResetEnvironment } from '@/shared/supabase/sessionReset';

function environment(pathname: string, storage = new Map<string, string>()): ResetEnvironment & { storage: Storage } {
  return {
    pathname: () => pathname,
    reload: vi.fn(),
    signOutLocal: vi.fn(async () => undefined),
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as Storage,
  };
}

describe('resetDeadSession', () => {
  it('clears the local session and reloads once', async () => {
    const env = environment('/projects');
    expect(await resetDeadSession(env)).toBe(true);
    expect(env.signOutLocal).toHaveBeenCalledTimes(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads twice in a row (no loop) until a user is confirmed again', async () => {
    const env = environment('/projects');
    await resetDeadSession(env);
    expect(await resetDeadSession(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    clearSessionResetMarker(env.storage);
    expect(await resetDeadSession(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('on the login route clears the dead session but never reloads', async () => {
    const env = environment('/login');
    expect(await resetDeadSession(env)).toBe(false);
    expect(env.signOutLocal).toHaveBeenCalledTimes(1);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('decides by the path the failing call started from, not where the app is now', async () => {
    const fromLogin = environment('/projects');
    expect(await resetDeadSession(fromLogin, '/login')).toBe(false);
    expect(fromLogin.reload).not.toHaveBeenCalled();
    const toLogin = environment('/login');
    expect(await resetDeadSession(toLogin, '/settings/billing')).toBe(true);
    expect(toLogin.reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when the sign-out request fails', async () => {
    const env = environment('/settings/account');
    env.signOutLocal = vi.fn(async () => Promise.reject(new Error('offline')));
    expect(await resetDeadSession(env)).toBe(true);
  });
});
