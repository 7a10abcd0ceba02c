import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { registerRoutePrefetcher } from '@/shared/routing/prefetch';
import { AppErrorBoundary } from '@/app/AppErrorBoundary';
import { prefetchRoutes } from '@/app/prefetch';
import { RouteTracker } from '@/app/RouteTracker';
import { routes } from '@/app/routes';

registerRoutePrefetcher((pathname) => prefetchRoutes(routes, pathname));

/**
 * The route tree. Declarative routing (useRoutes + React.lazy) instead of a data router keeps
 * the data router's code out of the first load; navigations are transitions, so the
 * current page stays until the next one's code has arrived.
 */
export function App() {
  const element = useRoutes(routes);
  return (
    <AppErrorBoundary>
      <RouteTracker routes={routes} />
      <Suspense fallback={<div aria-busy="true" />}>{element}</Suspense>
    </AppErrorBoundary>
  );
}
