import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import configureMockStore, { type MockStoreCreator } from 'redux-mock-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const updateUser = vi.fn();
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth: { updateUser } }) }));

const { DISPLAY_NAME_FAILED, DISPLAY_NAME_UPDATED, updateDisplayName } =
  await import('@/features/session/accountThunks');

// The thunk step of Redux Toolkit's default middleware, so the mock store records what a thunk dispatches.
type MockMiddleware = NonNullable<Parameters<typeof configureMockStore>[0]>[number];
const thunk: MockMiddleware = (api) => (next) => (action) =>
  typeof action === 'function' ? action(api.dispatch, api.getState, undefined) : next(action);
const mockStore: MockStoreCreator<object, ThunkDispatch<object, undefined, UnknownAction>> = configureMockStore([
  thunk,
]);

beforeEach(() => updateUser.mockReset());

describe('updateDisplayName', () => {
  it('saves the name in user_metadata and toasts success', async () => {
    updateUser.mockResolvedValue({ error: null });
    const store = mockStore({});
    await store.dispatch(updateDisplayName('Ada Lovelace'));
    expect(updateUser).toHaveBeenCalledWith({ data: { name: 'Ada Lovelace' } });
    expect(store.getActions().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'session/displayNameUpdateRequested/pending', payload: undefined },
      { type: 'toasts/added', payload: expect.objectContaining({ variant: 'success', message: DISPLAY_NAME_UPDATED }) },
      { type: 'session/displayNameUpdateRequested/fulfilled', payload: undefined },
    ]);
  });

  it("toasts the failure with Supabase's message and is rejected with it", async () => {
    updateUser.mockResolvedValue({ error: { message: 'Network down' } });
    const store = mockStore({});
    await store.dispatch(updateDisplayName('Ada'));
    expect(store.getActions().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'session/displayNameUpdateRequested/pending', payload: undefined },
      {
        type: 'toasts/added',
        payload: expect.objectContaining({ variant: 'error', message: DISPLAY_NAME_FAILED, extra: 'Network down' }),
      },
      { type: 'session/displayNameUpdateRequested/rejected', payload: 'Network down' },
    ]);
  });
});
