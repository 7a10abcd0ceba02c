import { createListenerMiddleware, isAnyOf, type ListenerEffectAPI, type UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/shared/store/rootState';
import { resolveNavigation } from '@/shell/navigation';
import projectsSlice, { selectProjectById } from '@/features/projects/projectsSlice';
import { sourceDisplayName } from '@/features/sources/displayName';
import sourcesSlice, { selectSourceById } from '@/features/sources/sourcesSlice';
import { namesResolved, navigationResolved, routeChanged } from '@/features/ui/uiSlice';
import { tableSyncApi } from '@/shared/supabase/tableSyncApi';
import { accountChanged, userChanged } from '@/shared/session/sessionEvents';

type Api = ListenerEffectAPI<RootState, AppDispatch>;

/** Breadcrumb names follow both the route and the synced rows (a rename arrives by realtime). */
function resolveNames(api: Api) {
  const state = api.getState();
  const route = state.ui.route;
  const project = route?.projectId ? selectProjectById(state, route.projectId) : undefined;
  const found = route?.sourceId ? selectSourceById(state, route.sourceId) : undefined;
  // A source under a project it does not belong to is not found there: no name in heading or crumbs.
  const source = found?.project_id === route?.projectId ? found : undefined;
  const projectName = project?.name ?? null;
  const sourceName = source ? sourceDisplayName(source) : null;
  if (projectName !== state.ui.projectName || sourceName !== state.ui.sourceName) {
    api.dispatch(namesResolved({ projectName, sourceName }));
  }
}

const rowActions = [projectsSlice.actions, sourcesSlice.actions].flatMap((a) => [
  a.replaced,
  a.upserted,
  a.removed,
  a.changesApplied,
]);

/** Every listener of the app, registered in this one place. */
export function createAppListenerMiddleware() {
  const listeners = createListenerMiddleware<RootState, AppDispatch>();

  listeners.startListening({
    actionCreator: routeChanged,
    effect: (action, api) => {
      api.dispatch(navigationResolved(resolveNavigation(action.payload.handle, action.payload.hash)));
      resolveNames(api);
    },
  });

  listeners.startListening({
    matcher: isAnyOf(rowActions[0], ...rowActions.slice(1)),
    effect: (_action: UnknownAction, api) => resolveNames(api),
  });

  // The store's rows went with the reducer; what lives outside it goes here (see appReducer in store.ts).
  listeners.startListening({
    actionCreator: userChanged,
    effect: (action, api) => {
      if (!accountChanged(api.getOriginalState().session, action.payload)) return;
      // The one API (with the table syncs injected, so they load with the store): every cache entry
      // ends, a table sync's channel with it, and the pages still mounted start new ones.
      api.dispatch(tableSyncApi.util.resetApiState());
      // Loaded when needed: it is no part of a page's first load.
      if (action.payload === null)
        void import('@/shared/session/clearAccountStorage').then((module) => module.clearAccountStorage());
    },
  });

  return listeners;
}
