import { configureStore, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeTravelGuard } from '@/app/timeTravelGuard';
import { followTimeTravel, isTimeTravelling, onTimeTravelEnd } from '@/shared/store/timeTravel';
import type { SyncBackend } from '@/shared/supabase/syncBackend';
import { acquireTableSync } from '@/shared/supabase/tableSync';

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

function fakeBackend() {
  const unsubscribe = vi.fn();
  const subscribe = vi.fn(() => unsubscribe);
  const backend: SyncBackend = { userId: async () => 'u1', select: () => new Promise(() => undefined), subscribe };
  return { backend, subscribe, unsubscribe };
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
    vi.useFakeTimers();
    const devtools = fakeDevTools();
    const { backend, subscribe, unsubscribe } = fakeBackend();
    const dispatch = vi.fn() as unknown as Dispatch;
    const releaseLive = acquireTableSync('api_keys', { column: 'project_id', value: 'p1' }, dispatch, backend);
    await vi.runAllTimersAsync(); // the sync subscribes once it knows the user
    expect(subscribe).toHaveBeenCalledTimes(1);
    vi.mocked(dispatch).mockClear();

    devtools.jumpTo(0);
    releaseLive(); // the live page unmounts: no unsubscribe while jumped
    const releasePast = acquireTableSync('webhooks', { column: 'project_id', value: 'p1' }, dispatch, backend);
    await vi.runAllTimersAsync();
    expect(subscribe).toHaveBeenCalledTimes(1); // a page of the past subscribes to nothing
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();

    devtools.resume();
    releasePast(); // the page of the past unmounts…
    const releaseAgain = acquireTableSync('api_keys', { column: 'project_id', value: 'p1' }, dispatch, backend);
    await vi.runAllTimersAsync(); // …and the live page remounts: its subscription was never dropped or restarted
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).not.toHaveBeenCalled();

    releaseAgain(); // live again: the last release unsubscribes at once
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
