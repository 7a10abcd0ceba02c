import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import configureMockStore, { type MockStoreCreator } from 'redux-mock-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = { signInWithPassword: vi.fn(), signUp: vi.fn(), signOut: vi.fn() };
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth }) }));

const { signIn, signOut, signUp } = await import('@/features/session/sessionThunks');

// The thunk step of Redux Toolkit's default middleware, so the mock store records what a thunk dispatches.
type MockMiddleware = NonNullable<Parameters<typeof configureMockStore>[0]>[number];
const thunk: MockMiddleware = (api) => (next) => (action) =>
  typeof action === 'function' ? action(api.dispatch, api.getState, undefined) : next(action);
const mockStore: MockStoreCreator<object, ThunkDispatch<object, undefined, UnknownAction>> = configureMockStore([
  thunk,
]);
const types = (store: ReturnType<typeof mockStore>) => store.getActions().map((action) => action.type);

beforeEach(() => {
  auth.signInWithPassword.mockReset().mockResolvedValue({ error: null });
  auth.signUp.mockReset().mockResolvedValue({ data: { session: {} }, error: null });
  auth.signOut.mockReset().mockResolvedValue({ error: null });
});

describe('session thunks', () => {
  it('sign-in calls Supabase with the credentials and reports success (the user arrives through sessionSync)', async () => {
    const store = mockStore({});
    const outcome = await store.dispatch(signIn({ email: 'ada@example.com', password: 'pw-123456' }));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'pw-123456' });
    expect(outcome).toEqual({ ok: true });
    expect(types(store)).toEqual(['session/signInRequested', 'session/authSucceeded']);
    // Events only: the credentials never reach an action.
    expect(JSON.stringify(store.getActions())).not.toContain('pw-123456');
  });

  it("a failed sign-in reports Supabase's message for the form to show", async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    const store = mockStore({});
    const outcome = await store.dispatch(signIn({ email: 'ada@example.com', password: 'wrong' }));
    expect(outcome).toEqual({ ok: false, error: 'Invalid login credentials' });
    expect(store.getActions()[1]).toEqual({ type: 'session/authFailed', payload: 'Invalid login credentials' });
  });

  it('sign-up stores the name in user_metadata; without a session it asks to confirm the email', async () => {
    const store = mockStore({});
    await store.dispatch(signUp({ name: 'Ada', email: 'ada@example.com', password: 'pw-123456' }));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'pw-123456',
      options: { data: { name: 'Ada' } },
    });
    expect(types(store)).toEqual(['session/signUpRequested', 'session/authSucceeded']);

    auth.signUp.mockResolvedValue({ data: { session: null }, error: null });
    store.clearActions();
    const outcome = await store.dispatch(signUp({ name: 'Ada', email: 'ada@example.com', password: 'pw-123456' }));
    expect(outcome).toEqual({ ok: false, error: 'Check your email to confirm the account, then sign in.' });
    expect(store.getActions()[1]).toEqual({
      type: 'session/authFailed',
      payload: 'Check your email to confirm the account, then sign in.',
    });
  });

  it("a failed sign-up reports Supabase's message", async () => {
    auth.signUp.mockResolvedValue({ data: { session: null }, error: { message: 'User already registered' } });
    const store = mockStore({});
    await store.dispatch(signUp({ name: 'Ada', email: 'ada@example.com', password: 'pw-123456' }));
    expect(store.getActions()[1]).toEqual({ type: 'session/authFailed', payload: 'User already registered' });
  });

  it('sign-out signs out of Supabase', async () => {
    const store = mockStore({});
    await store.dispatch(signOut());
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(types(store)).toEqual(['session/signOutRequested/pending', 'session/signOutRequested/fulfilled']);
  });
});
