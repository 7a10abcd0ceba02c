import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeTravelGuard } from '@/app/timeTravelGuard';
import { followTimeTravel, isTimeTravelling, onTimeTravelEnd } from '@/shared/store/timeTravel';
import { baseApi } from '@/shared/api/baseApi';
import { tableSyncApi } from '@/shared/supabase/tableSyncApi';
import { installed } from '../shared/syncBackendFake';
import { flush } from '../utils/flush';

vi.mock('@/shared/supabase/syncBackend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  supabaseSyncBackend: (await import('../shared/syncBackendFake')).delegatingBackend,
}));

/** A stand-in for the DevTools enhancer's liftedStore: N states recorded, one of them shown. */
function fakeDevTools() {
  const listeners = new Set<() => void>();
  const lifted = { currentStateIndex: 2, computedStates: [{}, {}, {}] };
  followTimeTravel({
    liftedStore: {
      getState: () => lifted,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
  const move = (index: number) => {
    lifted.currentStateIndex = index;
    for (const listener of listeners) listener();
  };
  return { jumpTo: move, resume: () => move(lifted.computedStates.length - 1) };
}

afterEach(() => vi.useRealTimers());

describe('time travel', () => {
  it('is on while DevTools shows an earlier state and tells the app when it returns', () => {
    const devtools = fakeDevTools();
    const resumed = vi.fn();
    const stop = onTimeTravelEnd(resumed);
    expect(isTimeTravelling()).toBe(false);
    devtools.jumpTo(0);
    expect(isTimeTravelling()).toBe(true);
    devtools.jumpTo(1);
    expect(resumed).not.toHaveBeenCalled();
    devtools.resume();
    expect(isTimeTravelling()).toBe(false);
    expect(resumed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds RTK Query bookkeeping dispatched while jumped and dispatches it, in order, on return', () => {
    const devtools = fakeDevTools();
    const seen: string[] = [];
    const store = configureStore({
      reducer: (state: number = 0, action: UnknownAction) => {
        seen.push(action.type);
        return state;
      },
      enhancers: (getDefault) => getDefault().concat(timeTravelGuard),
    });
    seen.length = 0;
    devtools.jumpTo(0);
    store.dispatch({ type: 'api/internalSubscriptions/subscriptionsUpdated', payload: [1] });
    store.dispatch({ type: 'api/mutations/removeMutationResult', payload: {} });
    store.dispatch({ type: 'toasts/added' }); // anything else is not the guard's to hide
    expect(seen).toEqual(['toasts/added']);
    devtools.resume();
    expect(seen).toEqual([
      'toasts/added',
      'api/internalSubscriptions/subscriptionsUpdated',
      'api/mutations/removeMutationResult',
    ]);
  });

  it('keeps realtime subscriptions as the live app needs them while pages of the past mount and unmount', async () => {
    const devtools = fakeDevTools();
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
      enhancers: (getDefault) => getDefault().concat(timeTravelGuard),
    });
    const args = { table: 'api_keys', scope: { column: 'project_id', value: 'p1' } };
    const live = store.dispatch(tableSyncApi.endpoints.syncTable.initiate(args));
    await flush(); // the entry's lifecycle subscribes once it knows the user
    expect(installed.fake.subscribe).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    devtools.jumpTo(0);
    live.unsubscribe(); // the live page unmounts: its entry and channel stay while jumped
    await vi.advanceTimersByTimeAsync(30_000);
    expect(installed.fake.unsubscribe).not.toHaveBeenCalled();

    devtools.resume();
    const again = store.dispatch(tableSyncApi.endpoints.syncTable.initiate(args));
    await vi.advanceTimersByTimeAsync(60_000); // …and the live page remounts: nothing dropped or restarted
    expect(installed.fake.subscribe).toHaveBeenCalledTimes(1);
    expect(installed.fake.unsubscribe).not.toHaveBeenCalled();

    again.unsubscribe(); // live again: once unused for a while, the channel goes
    await vi.advanceTimersByTimeAsync(61_000);
    expect(installed.fake.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
