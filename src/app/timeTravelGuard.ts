import type { StoreEnhancer } from '@reduxjs/toolkit';
import { isTimeTravelling, onTimeTravelEnd } from '@/shared/store/timeTravel';

// RTK Query's own bookkeeping of which components use which cache entries: hooks of the pages a
// DevTools jump mounts and unmounts cause it. It is held while jumped and dispatched, in order, on
// return to the latest state, so a jump records no action and the live bookkeeping stays consistent.
const BOOKKEEPING = /^api\/(internalSubscriptions\/|mutations\/removeMutationResult$|queries\/removeQueryResult$)/;

/**
 * A store enhancer under the middleware (and above DevTools): RTK Query's middleware hands its
 * subscription updates straight to the next dispatch, past any middleware placed before it.
 */
export const timeTravelGuard: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  const held: Parameters<typeof store.dispatch>[0][] = [];
  onTimeTravelEnd(() => {
    for (const action of held.splice(0)) store.dispatch(action);
  });
  const dispatch: typeof store.dispatch = (action) => {
    if (isTimeTravelling() && BOOKKEEPING.test(action.type)) {
      held.push(action);
      return action;
    }
    return store.dispatch(action);
  };
  return { ...store, dispatch };
};
