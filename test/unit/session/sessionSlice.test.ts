import { describe, expect, it } from 'vitest';
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
    expect(JSON.stringify(state)).not.toMatch(/token/i);
    expect(selectUserName(state)).toBe('Ada');
  });

  it('a null user signs out but stays resolved; the name falls back to the email', () => {
    let state = sessionSlice.reducer(undefined, userChanged({ ...user, user_metadata: {} }));
    expect(selectUserName({ session: state })).toBe('ada@example.com');
    state = sessionSlice.reducer(state, userChanged(null));
    expect(selectUser({ session: state })).toBeNull();
    expect(selectSessionResolved({ session: state })).toBe(true);
  });
});
