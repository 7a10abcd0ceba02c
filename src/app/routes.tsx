import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { SessionGate } from '@/app/SessionGate';
import { preloadedLazy, type Loader } from '@/app/preloadedLazy';

/** Loaders by route object, so links can prefetch a route's code (see app/prefetch.ts). */
export const routeLoaders = new WeakMap<RouteObject, Loader>();

/** A route whose component is code-split (preloadedLazy); its loader is kept for prefetching. */
function lazyRoute(
  route: Omit<RouteObject, 'element' | 'children' | 'index'> & { children?: RouteObject[] },
  loadModule: Loader,
): RouteObject {
  const { Component, load } = preloadedLazy(loadModule);
  const object: RouteObject = { ...route, element: createElement(Component) };
  routeLoaders.set(object, load);
  return object;
}

function lazyIndex(handle: RouteHandle, loadModule: Loader): RouteObject {
  const { Component, load } = preloadedLazy(loadModule);
  const object: RouteObject = { index: true, handle, element: createElement(Component) };
  routeLoaders.set(object, load);
  return object;
}

const project = (item: string, subtitle: string, subItem?: string): RouteHandle => ({
  navGroup: 'project',
  item,
  subItem,
  subtitle,
});
const source = (item: string, subtitle: string, subItem?: string): RouteHandle => ({
  navGroup: 'source',
  item,
  subItem,
  subtitle,
});
const account = (item: string): RouteHandle => ({ navGroup: 'account', item, title: 'Account settings' });

const sourceRoutes: RouteObject[] = [
  lazyIndex(source('overview', 'Source overview'), () => import('@/features/sources/pages/SourceOverviewPage')),
  lazyRoute(
    { path: 'logs', handle: source('logs', 'Source logs') },
    () => import('@/features/sourceLogs/pages/SourceLogsPage'),
  ),
  lazyRoute(
    { path: 'documents', handle: source('documents', 'Source documents') },
    () => import('@/features/documents/pages/DocumentsPage'),
  ),
  lazyRoute(
    { path: 'settings', handle: source('settings', 'Source settings', 'general') },
    () => import('@/features/sources/pages/SourceSettingsPage'),
  ),
  lazyRoute(
    { path: 'settings/enhancements', handle: source('settings', 'Source settings', 'enhancements') },
    () => import('@/features/sources/pages/SourceEnhancementsPage'),
  ),
];

const projectRoutes: RouteObject[] = [
  lazyIndex(project('sources', "Project's Sources"), () => import('@/features/sources/pages/ProjectSourcesPage')),
  lazyRoute(
    { path: 'documents', handle: project('sources', 'Project documents') },
    () => import('@/features/documents/pages/DocumentsPage'),
  ),
  lazyRoute({ path: 'search', handle: project('search', 'Search') }, () => import('@/app/pages/ProjectSearchPage')),
  lazyRoute(
    { path: 'graphql', handle: project('graphql', 'GraphQL playground') },
    () => import('@/features/graphqlPlayground/pages/GraphqlPlaygroundPage'),
  ),
  lazyRoute(
    { path: 'requests', handle: project('requests', 'Requests') },
    () => import('@/features/apiRequests/pages/RequestsPage'),
  ),
  lazyRoute(
    { path: 'settings', handle: project('settings', 'Project settings', 'general') },
    () => import('@/features/projects/pages/ProjectGeneralSettingsPage'),
  ),
  lazyRoute(
    { path: 'settings/developer', handle: project('settings', 'Project settings', 'developer') },
    () => import('@/app/pages/DeveloperSettingsPage'),
  ),
  lazyRoute(
    { path: 'settings/features', handle: project('settings', 'Project settings', 'features') },
    () => import('@/features/projects/pages/ProjectFeaturesPage'),
  ),
  lazyRoute(
    { path: 'sources/:sourceId', children: sourceRoutes },
    () => import('@/features/sources/components/SourceScope'),
  ),
];

const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.projects()} replace /> },
  lazyRoute(
    { path: 'projects', handle: { navGroup: 'projects', title: 'Projects' } },
    () => import('@/features/projects/pages/ProjectsPage'),
  ),
  lazyRoute(
    { path: 'projects/:projectId', children: projectRoutes },
    () => import('@/features/projects/components/ProjectScope'),
  ),
  { path: 'settings', element: <Navigate to={paths.settingsAccount()} replace /> },
  lazyRoute(
    { path: 'settings/account', handle: account('account') },
    () => import('@/features/session/pages/AccountPage'),
  ),
  lazyRoute(
    { path: 'settings/admin-keys', handle: account('adminKeys') },
    () => import('@/features/adminKeys/pages/AdminKeysPage'),
  ),
  lazyRoute(
    { path: 'settings/subscription', handle: account('subscription') },
    () => import('@/features/billing/pages/SubscriptionPage'),
  ),
  lazyRoute(
    { path: 'settings/billing', handle: account('billing') },
    () => import('@/features/billing/pages/BillingPage'),
  ),
  lazyRoute({ path: '*', handle: { navGroup: 'none' } }, () => import('@/shell/NotFound')),
];

/** Every route of the app; every page is a lazy route (rendered by useRoutes in app/App.tsx). */
export const routes: RouteObject[] = [
  lazyRoute({ path: paths.login, handle: { navGroup: 'none' } }, () => import('@/features/session/pages/LoginPage')),
  { path: paths.appRoot, element: <Navigate to={paths.projects()} replace /> },
  {
    path: paths.root,
    element: <SessionGate />,
    children: [lazyRoute({ children: shellRoutes }, () => import('@/app/ShellLayout'))],
  },
];
