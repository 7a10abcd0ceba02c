// Every URL of SPEC §2 in one place; links and redirects use these, never hand-written strings.
const project = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const source = (projectId: string, sourceId: string) => `${project(projectId)}/sources/${encodeURIComponent(sourceId)}`;

export const paths = {
  login: '/login',
  root: '/',
  appRoot: '/_app',
  projects: () => '/projects',
  project,
  projectDocuments: (projectId: string) => `${project(projectId)}/documents`,
  projectGraphql: (projectId: string) => `${project(projectId)}/graphql`,
  projectSettings: (projectId: string) => `${project(projectId)}/settings`,
  projectDeveloper: (projectId: string) => `${project(projectId)}/settings/developer`,
  projectFeatures: (projectId: string) => `${project(projectId)}/settings/features`,
  source,
  sourceLogs: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/logs`,
  sourceDocuments: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/documents`,
  sourceSettings: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/settings`,
  sourceEnhancements: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/settings/enhancements`,
  settings: () => '/settings',
  settingsAccount: () => '/settings/account',
  settingsAdminKeys: () => '/settings/admin-keys',
  settingsSubscription: () => '/settings/subscription',
  settingsBilling: () => '/settings/billing',
} as const;

/** True for the login route, where session resets never reload the page. */
export function isLoginPath(pathname: string): boolean {
  return pathname === paths.login || pathname.startsWith(`${paths.login}/`);
}

/**
 * A post-login target is safe only when it resolves to a path on this origin. Resolving it as the
 * browser will catches "//host", "/\\host" and "/<tab>/host" (URL parsing drops tabs and newlines).
 */
export function safeNextPath(next: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!next || !next.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || isLoginPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
