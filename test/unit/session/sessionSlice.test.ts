import { describe, expect, it } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { toSessionUser } from '@/features/session/toSessionUser';
import sessionSlice, {
  selectSessionResolved,
  selectUser,
  selectUserName,
  userChanged,
} from '@/features/session/sessionSlice';

const user = { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada' } };

describe('session slice', () => {
  it('starts unresolved with no user', () => {
    const state = { session: sessionSlice.getInitialState() };
    expect(selectUser(state)).toBeNull();
    expect(selectSessionResolved(state)).toBe(false);
  });

  it('"session/userChanged" stores the user (never a token) and resolves', () => {
    const action = userChanged(user);
    expect(action.type).toBe('session/userChanged');
    const state = { session: sessionSlice.reducer(undefined, action) };
    expect(selectUser(state)).toEqual(user);
    expect(selectSessionResolved(state)).toBe(true);
    expect(selectUserName(state)).toBe('Ada');
  });

  it('stores what sign-in gives it without the identities and provider data that carry tokens', () => {
    const signedIn = {
      ...user,
      aud: 'authenticated',
      app_metadata: { provider: 'email', provider_refresh_token: 'secret-refresh' },
      identities: [{ id: 'i1', identity_data: { access_token: 'secret-access' } }],
      created_at: '2026-01-01T00:00:00Z',
    } as unknown as User;
    const state = { session: sessionSlice.reducer(undefined, userChanged(toSessionUser(signedIn))) };
    expect(selectUser(state)).toEqual(user);
    expect(JSON.stringify(state)).not.toMatch(/secret-/);
  });

  it('a null user signs out but stays resolved; the name falls back to the email', () => {
    let state = sessionSlice.reducer(undefined, userChanged({ ...user, user_metadata: {} }));
    expect(selectUserName({ session: state })).toBe('ada@example.com');
    state = sessionSlice.reducer(state, userChanged(null));
    expect(selectUser({ session: state })).toBeNull();
    expect(selectSessionResolved({ session: state })).toBe(true);
  });
});
