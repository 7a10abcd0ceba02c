import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeLoaders, routes } from '@/app/routes';

/** Loads the code of every lazy route matching `pathname` (module cache makes repeats free). */
export function prefetchRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    routeLoaders
      .get(match.route)?.()
      .catch(() => undefined);
  }
}

/**
 * Each React.lazy starts loading only when its parent renders, so the first URL's nested routes
 * (shell → scope → page) would arrive one after another; the boot starts them all at once (DESIGN §8).
 */
export function prefetchCurrentRoute(): void {
  prefetchRoutes(routes, window.location.pathname);
}
