import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterHeadingRoutes, routeLoaders, routes } from '@/app/routes';

/** Loads the code of every lazy route matching `pathname` (module cache makes repeats free); settles when it has. */
export function prefetchRoutes(
  routes: RouteObject[],
  pathname: string,
  wanted: (route: RouteObject) => boolean = () => true,
): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? [])
      .filter((match) => wanted(match.route))
      .map((match) =>
        routeLoaders
          .get(match.route)?.()
          .catch(() => undefined),
      ),
  );
}

/**
 * Each React.lazy starts loading only when its parent renders, so the first URL's nested routes
 * (shell → scope → page) would arrive one after another; the boot starts them all at once, except a
 * page that waits for the heading (routes.tsx, pageRoute).
 */
export function prefetchCurrentRoute(): Promise<unknown> {
  return prefetchRoutes(routes, window.location.pathname, (route) => !afterHeadingRoutes.has(route));
}
