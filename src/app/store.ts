import { combineSlices, configureStore, type DevToolsEnhancerOptions, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/baseApi';
import toastsSlice from '@/shared/toasts/toastsSlice';
import routerSlice from '@/shared/routing/routerSlice';
import dialogsSlice from '@/shared/dialogs/dialogsSlice';
import { followTimeTravel } from '@/shared/store/timeTravel';
import sessionSlice from '@/features/session/sessionSlice';
import uiSlice from '@/features/ui/uiSlice';
import projectsSlice from '@/features/projects/projectsSlice';
import sourcesSlice from '@/features/sources/sourcesSlice';
import sourceLogsSlice from '@/features/sourceLogs/sourceLogsSlice';
import logFiltersSlice from '@/features/sourceLogs/logFiltersSlice';
import indexingRunsSlice from '@/features/sources/indexingRunsSlice';
import apiKeysSlice from '@/features/apiKeys/apiKeysSlice';
import webhooksSlice from '@/features/webhooks/webhooksSlice';
import webhookDeliveriesSlice from '@/features/webhooks/webhookDeliveriesSlice';
import webhookDeliveryAttemptsSlice from '@/features/webhooks/webhookDeliveryAttemptsSlice';
import adminKeysSlice from '@/features/adminKeys/adminKeysSlice';
import apiRequestsSlice from '@/features/apiRequests/apiRequestsSlice';
import { createAppListenerMiddleware } from '@/app/listeners';
import { timeTravelGuard } from '@/app/timeTravelGuard';
import { accountChanged, userChanged } from '@/shared/session/sessionEvents';

// Each slice sits under its reducerPath; a table slice's is its table's name as a literal type, which the
// sync hooks and selectors rely on.
const rootReducer = combineSlices(
  baseApi,
  routerSlice,
  sessionSlice,
  uiSlice,
  toastsSlice,
  dialogsSlice,
  projectsSlice,
  sourcesSlice,
  sourceLogsSlice,
  logFiltersSlice,
  indexingRunsSlice,
  apiKeysSlice,
  webhooksSlice,
  webhookDeliveriesSlice,
  webhookDeliveryAttemptsSlice,
  adminKeysSlice,
  apiRequestsSlice,
);

type StoreState = ReturnType<typeof rootReducer>;

// What belongs to the signed-in account; the route, the ui flags and the toasts do not.
const ACCOUNT_KEYS = [
  dialogsSlice.reducerPath,
  projectsSlice.reducerPath,
  sourcesSlice.reducerPath,
  sourceLogsSlice.reducerPath,
  logFiltersSlice.reducerPath,
  indexingRunsSlice.reducerPath,
  apiKeysSlice.reducerPath,
  webhooksSlice.reducerPath,
  webhookDeliveriesSlice.reducerPath,
  webhookDeliveryAttemptsSlice.reducerPath,
  adminKeysSlice.reducerPath,
] as const;

/**
 * Another account (or none) from the one the store holds rows of: they go in the same reducer pass as
 * the new user arrives, so no render shows one user's rows under another's name. RTK Query's cache is
 * reset by the listener (resetApiState also clears its middleware's subscriptions).
 */
const appReducer = (state: StoreState | Partial<StoreState> | undefined, action: UnknownAction): StoreState => {
  if (state?.session && userChanged.match(action) && accountChanged(state.session, action.payload)) {
    const cleared = { ...state };
    for (const key of ACCOUNT_KEYS) delete cleared[key];
    return rootReducer(cleared as StoreState, action);
  }
  return rootReducer(state, action);
};

// Fills in shared/'s RootState so features get typed hooks without importing app/.
declare module '@/shared/store/rootState' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RootState extends StoreState {}
}

/**
 * `devTools`: the sanitized options of src/app/devTools.ts, which main.tsx loads (with every endpoint)
 * only when the Redux DevTools extension is present; without them the store does not connect to it.
 */
export function makeStore(preloadedState?: Partial<StoreState>, devTools: DevToolsEnhancerOptions | false = false) {
  const listeners = createAppListenerMiddleware();
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listeners.middleware).concat(baseApi.middleware),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(timeTravelGuard),
    // On in production builds too when the extension (or the test recorder, test/devtools) is present;
    // what it sends is sanitized. See docs/devtools.md.
    devTools,
  });
  followTimeTravel(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
