import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { useAppDispatch } from '@/shared/store/hooks';
import { routeChanged } from '@/features/ui/uiSlice';

const NO_HANDLE: RouteHandle = { navGroup: 'none' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'navGroup' in value;
}

/** Reports every route change to the store; a listener recomputes navigation from it. */
export function RouteTracker() {
  const dispatch = useAppDispatch();
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const { projectId, sourceId } = useParams();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;

  useEffect(() => {
    dispatch(
      routeChanged({
        pathname,
        hash,
        projectId: projectId ?? null,
        sourceId: sourceId ?? null,
        handle: { ...(handle ?? NO_HANDLE) },
      }),
    );
  }, [dispatch, pathname, hash, projectId, sourceId, handle]);

  return null;
}
