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
  projectSearch: (projectId: string) => `${project(projectId)}/search`,
  projectSettings: (projectId: string) => `${project(projectId)}/settings`,
  projectDeveloper: (projectId: string) => `${project(projectId)}/settings/developer`,
  projectFeatures: (projectId: string) => `${project(projectId)}/settings/features`,
  source,
  sourceLogs: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/logs`,
  sourceDocuments: (projectId: string, sourceId: string) => `${source(projectId, sourceId)}/documents`,
  /** A source's documents searched for `search`, with one of them open. */
  sourceDocument: (projectId: string, sourceId: string, documentId: string, search: string) =>
    `${source(projectId, sourceId)}/documents?${new URLSearchParams({ search, document: documentId })}`,
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

const MAX_NEXT_LENGTH = 2048;
// Controls, spaces, DEL and backslashes: browsers drop or rewrite them while parsing, so none is ever meant.
const hasDoubtfulCharacter = (text: string) => [...text].some((ch) => ch <= ' ' || ch === '\u007f' || ch === '\\');

/**
 * The post-login target, or null (the caller then goes to /projects). Only a plain same-origin path
 * passes: no scheme, no protocol-relative start in any spelling (`//host`, `/.//host`, `/%2F/host`,
 * `/\\host`), no dot segments, backslashes, control characters or whitespace, also once
 * percent-decoded, and the browser's own resolution must leave it unchanged.
 */
export function safeNextPath(next: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!next || next.length > MAX_NEXT_LENGTH || !next.startsWith('/')) return null;
  const path = next.split(/[?#]/, 1)[0];
  for (const spelling of decodings(path)) {
    if (spelling === null || hasDoubtfulCharacter(spelling) || spelling.includes('//')) return null;
    if (spelling.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  }
  if (hasDoubtfulCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== path || isLoginPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path as written and as decoded up to three times (null where decoding fails). */
function decodings(path: string): Array<string | null> {
  const spellings: Array<string | null> = [path];
  let current = path;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return [...spellings, null];
    }
    spellings.push(current);
  }
  return spellings;
}
