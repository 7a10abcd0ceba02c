import { createBrowserRouter } from 'react-router-dom';
import { registerRoutePrefetcher } from '@/shared/routing/prefetch';
import { prefetchRoutes } from '@/app/prefetch';
import { routes } from '@/app/routes';

export function createAppRouter() {
  registerRoutePrefetcher((pathname) => prefetchRoutes(routes, pathname));
  return createBrowserRouter(routes);
}
