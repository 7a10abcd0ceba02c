import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import configureMockStore from 'redux-mock-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../utils/flush';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
let listener: Listener = () => undefined;
const unsubscribe = vi.fn();
const getSession = vi.fn();
const getUser = vi.fn();
vi.mock('@/shared/supabase/client', () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (fn: Listener) => {
        listener = fn;
        return { data: { subscription: { unsubscribe } } };
      },
      getSession,
      getUser,
    },
  }),
}));
const resetDeadSession = vi.fn();
const clearSessionResetMarker = vi.fn();
vi.mock('@/shared/supabase/sessionReset', () => ({
  resetDeadSession: () => resetDeadSession(),
  clearSessionResetMarker: () => clearSessionResetMarker(),
}));

const { startSessionSync } = await import('@/features/session/sessionSync');

// Recording the actions is the first test's contract; the others only need a dispatch.
const mockStore = configureMockStore<object>([]);
const dispatch = vi.fn();
const session = (name = 'Ada') =>
  ({
    access_token: 'secret-token',
    refresh_token: 'refresh',
    user: { id: 'u1', email: 'ada@example.com', user_metadata: { name }, app_metadata: {}, aud: 'authenticated' },
  }) as unknown as Session;

beforeEach(() => {
  getSession.mockReset().mockResolvedValue({ data: { session: null } });
  getUser.mockReset();
  resetDeadSession.mockReset();
  clearSessionResetMarker.mockReset();
});

describe('startSessionSync', () => {
  it('dispatches "session/userChanged" with the user only, skipping repeats of the same user', async () => {
    const store = mockStore({});
    const stop = startSessionSync(store.dispatch);
    listener('INITIAL_SESSION', session());
    listener('SIGNED_IN', session());
    listener('TOKEN_REFRESHED', session());
    listener('USER_UPDATED', session('Ada L.'));
    listener('SIGNED_OUT', null);
    listener('PASSWORD_RECOVERY', session());
    expect(store.getActions()).toEqual([
      { type: 'session/userChanged', payload: { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada' } } },
      {
        type: 'session/userChanged',
        payload: { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada L.' } },
      },
      { type: 'session/userChanged', payload: null },
    ]);
    expect(JSON.stringify(store.getActions())).not.toContain('secret-token');
    stop();
    expect(unsubscribe).toHaveBeenCalled();
    await flush();
  });

  it.each([401, 403])('a stored session the server rejects with %i is reset', async (status) => {
    getSession.mockResolvedValue({ data: { session: session() } });
    getUser.mockResolvedValue({ data: { user: null }, error: { status, message: 'bad_jwt' } });
    startSessionSync(dispatch);
    await flush();
    expect(resetDeadSession).toHaveBeenCalledTimes(1);
  });

  it('a confirmed user clears the reload marker; other failures (e.g. network) keep the session', async () => {
    getSession.mockResolvedValue({ data: { session: session() } });
    getUser.mockResolvedValue({ data: { user: session().user }, error: null });
    startSessionSync(dispatch);
    await flush();
    // The stored token is passed, so the check does not hold supabase-js's auth lock meanwhile.
    expect(getUser).toHaveBeenCalledWith(session().access_token);
    expect(clearSessionResetMarker).toHaveBeenCalledTimes(1);
    getUser.mockResolvedValue({ data: { user: null }, error: { status: 0, message: 'Failed to fetch' } });
    startSessionSync(dispatch);
    await flush();
    expect(resetDeadSession).not.toHaveBeenCalled();
  });

  it('without a stored session it does not ask the server', async () => {
    startSessionSync(dispatch);
    await flush();
    expect(getUser).not.toHaveBeenCalled();
  });
});
