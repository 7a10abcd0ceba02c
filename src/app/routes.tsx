import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { SessionGate } from '@/app/SessionGate';
import { preloadedLazy, type Loader } from '@/app/preloadedLazy';
import { pageAfterHeading } from '@/app/pageAfterHeading';

/** Loaders by route object, so links can prefetch a route's code (see app/prefetch.ts). */
export const routeLoaders = new WeakMap<RouteObject, Loader>();
/** What the boot loads for a route: its code, or for a page that waits for the heading only its reads. */
export const bootLoaders = new WeakMap<RouteObject, Loader>();

type RouteFields = Omit<RouteObject, 'element' | 'children' | 'index'> & { children?: RouteObject[] };

/** A route whose component is code-split (preloadedLazy); its loader is kept for prefetching. */
function lazyRoute(route: RouteFields, loadModule: Loader): RouteObject {
  const { Component, load } = preloadedLazy(loadModule);
  const object: RouteObject = { ...route, element: createElement(Component) };
  routeLoaders.set(object, load);
  bootLoaders.set(object, load);
  return object;
}

/**
 * A page whose code, opened directly, comes after the shell's heading (pageAfterHeading): every route's
 * first load within its budget, whatever the page holds. `loadReads` starts its first reads meanwhile.
 */
function pageRoute(
  route: RouteFields | { index: true; handle: RouteHandle },
  loadModule: Loader,
  loadReads?: Loader,
): RouteObject {
  const page = pageAfterHeading(loadModule, loadReads);
  const object = { ...route, element: createElement(page.Component) } as RouteObject;
  routeLoaders.set(object, () => Promise.all([page.load(), page.loadReads?.()]).then(([module]) => module));
  if (page.loadReads) bootLoaders.set(object, page.loadReads);
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
  pageRoute(
    { index: true, handle: source('overview', 'Source overview') },
    () => import('@/features/sources/pages/SourceOverviewPage'),
  ),
  pageRoute(
    { path: 'logs', handle: source('logs', 'Source logs') },
    () => import('@/features/sourceLogs/pages/SourceLogsPage'),
    () => import('@/features/sourceLogs/pages/SourceLogsReads'),
  ),
  pageRoute(
    { path: 'documents', handle: source('documents', 'Source documents') },
    () => import('@/features/documents/pages/DocumentsPage'),
    () => import('@/features/documents/pages/DocumentsReads'),
  ),
  pageRoute(
    { path: 'settings', handle: source('settings', 'Source settings', 'general') },
    () => import('@/features/sources/pages/SourceSettingsPage'),
  ),
  pageRoute(
    { path: 'settings/enhancements', handle: source('settings', 'Source settings', 'enhancements') },
    () => import('@/features/sources/pages/SourceEnhancementsPage'),
  ),
];

const projectRoutes: RouteObject[] = [
  pageRoute(
    { index: true, handle: project('sources', "Project's Sources") },
    () => import('@/features/sources/pages/ProjectSourcesPage'),
    () => import('@/features/sources/pages/ProjectSourcesReads'),
  ),
  pageRoute(
    { path: 'documents', handle: project('sources', 'Project documents') },
    () => import('@/features/documents/pages/DocumentsPage'),
    () => import('@/features/documents/pages/DocumentsReads'),
  ),
  pageRoute({ path: 'search', handle: project('search', 'Search') }, () => import('@/app/pages/ProjectSearchPage')),
  pageRoute(
    { path: 'graphql', handle: project('graphql', 'GraphQL playground') },
    () => import('@/features/graphqlPlayground/pages/GraphqlPlaygroundPage'),
  ),
  pageRoute(
    { path: 'requests', handle: project('requests', 'Requests') },
    () => import('@/features/apiRequests/pages/RequestsPage'),
    () => import('@/features/apiRequests/pages/RequestsReads'),
  ),
  pageRoute(
    { path: 'settings', handle: project('settings', 'Project settings', 'general') },
    () => import('@/features/projects/pages/ProjectGeneralSettingsPage'),
  ),
  pageRoute(
    { path: 'settings/developer', handle: project('settings', 'Project settings', 'developer') },
    () => import('@/app/pages/DeveloperSettingsPage'),
  ),
  pageRoute(
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
  pageRoute(
    { path: 'projects', handle: { navGroup: 'projects', title: 'Projects' } },
    () => import('@/features/projects/pages/ProjectsPage'),
  ),
  lazyRoute(
    { path: 'projects/:projectId', children: projectRoutes },
    () => import('@/features/projects/components/ProjectScope'),
  ),
  { path: 'settings', element: <Navigate to={paths.settingsAccount()} replace /> },
  pageRoute(
    { path: 'settings/account', handle: account('account') },
    () => import('@/features/session/pages/AccountPage'),
  ),
  pageRoute(
    { path: 'settings/admin-keys', handle: account('adminKeys') },
    () => import('@/features/adminKeys/pages/AdminKeysPage'),
  ),
  pageRoute(
    { path: 'settings/subscription', handle: account('subscription') },
    () => import('@/features/billing/pages/SubscriptionPage'),
  ),
  pageRoute(
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
