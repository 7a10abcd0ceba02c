import { matchRoutes, type RouteObject } from 'react-router-dom';
import { bootLoaders, routeLoaders, routes } from '@/app/routes';

/** Loads the code of every lazy route matching `pathname` (module cache makes repeats free); settles when it has. */
export function prefetchRoutes(routes: RouteObject[], pathname: string, loaders = routeLoaders): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      loaders
        .get(match.route)?.()
        .catch(() => undefined),
    ),
  );
}

/**
 * Each React.lazy starts loading only when its parent renders, so the first URL's nested routes
 * (shell → scope → page) would arrive one after another; the boot starts them all at once, except a
 * page that waits for the heading, of which it loads only the reads (routes.tsx, pageRoute).
 */
export function prefetchCurrentRoute(): Promise<unknown> {
  return prefetchRoutes(routes, window.location.pathname, bootLoaders);
}
