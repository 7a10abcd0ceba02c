import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeLoaders } from '@/app/routes';

/** Loads the code of every lazy route matching `pathname` (module cache makes repeats free). */
export function prefetchRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    routeLoaders
      .get(match.route)?.()
      .catch(() => undefined);
  }
}
