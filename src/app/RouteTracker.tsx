import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { useStore } from 'react-redux';
import type { RootState } from '@/shared/store/rootState';
import { useAppDispatch } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';
import { routeChanged } from '@/features/ui/uiSlice';

const NO_HANDLE: RouteHandle = { navGroup: 'none' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'navGroup' in value;
}

/** Reports every route change to the store; a listener recomputes navigation from it. */
export function RouteTracker({ routes }: { routes: RouteObject[] }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { pathname, hash } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
  const last = matches.at(-1);
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.route.handle))?.route.handle as
    RouteHandle | undefined;
  const projectId = last?.params.projectId ?? null;
  const sourceId = last?.params.sourceId ?? null;

  useEffect(() => {
    // A DevTools jump (or the return from one) renders a location the store's route already matches.
    const recorded = store.getState().ui.route;
    if (isTimeTravelling() || (recorded?.pathname === pathname && recorded.hash === hash)) return;
    dispatch(routeChanged({ pathname, hash, projectId, sourceId, handle: { ...(handle ?? NO_HANDLE) } }));
  }, [dispatch, store, pathname, hash, projectId, sourceId, handle]);

  return null;
}
