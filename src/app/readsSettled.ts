import type { Store } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/baseApi';
import type { RootState } from '@/shared/store/rootState';

/** Whether a read of the API (a query, a table sync's select) is waiting for its answer. */
export const readsPending = (state: RootState): boolean =>
  Object.values(state[baseApi.reducerPath].queries).some((query) => query?.status === 'pending');

/** Calls `done` once no read is pending (at once when none is); returns what cancels the wait. */
export function whenReadsSettled(store: Store<RootState>, done: () => void): () => void {
  if (!readsPending(store.getState())) {
    done();
    return () => undefined;
  }
  const unsubscribe = store.subscribe(() => {
    if (readsPending(store.getState())) return;
    unsubscribe();
    done();
  });
  return unsubscribe;
}
