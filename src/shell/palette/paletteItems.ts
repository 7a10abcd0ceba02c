import { paths } from '@/shared/routing/paths';

export type PaletteGroup = 'Recent' | 'Actions' | 'Pages' | 'Projects' | 'Sources' | 'Documents';

/** One result: what it says, where it leads (for prefetching) and what choosing it does. */
export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  label: string;
  description?: string;
  /** Extra words it is found by, not shown. */
  keywords?: string;
  /** The route it opens, if any: highlighting the item prefetches that route's code. */
  path?: string;
  /** Filtered by the server already (documents): shown whatever the query. */
  matchedRemotely?: boolean;
  run: () => void;
}

/** Where the user stands, as the palette scopes its pages and actions. */
export interface PaletteScope {
  projectId: string | null;
  projectName: string | null;
  sourceId: string | null;
  sourceName: string | null;
}

type Go = (path: string) => void;

const page = (go: Go, label: string, path: string, description?: string, keywords?: string): PaletteItem => ({
  id: `page:${path}`,
  group: 'Pages',
  label,
  description,
  keywords,
  path,
  run: () => go(path),
});

/** Every route of the app that exists where the user stands: the current source's, project's, and the account's. */
export function pageItems(scope: PaletteScope, go: Go): PaletteItem[] {
  const items: PaletteItem[] = [];
  const { projectId, sourceId } = scope;
  if (projectId && sourceId) {
    const of = scope.sourceName ?? undefined;
    items.push(
      page(go, 'Source overview', paths.source(projectId, sourceId), of, 'runs controls indexing'),
      page(go, 'Source logs', paths.sourceLogs(projectId, sourceId), of),
      page(go, 'Source documents', paths.sourceDocuments(projectId, sourceId), of),
      page(go, 'Source settings', paths.sourceSettings(projectId, sourceId), of, 'schedule entrypoint connection'),
      page(go, 'Source enhancements', paths.sourceEnhancements(projectId, sourceId), of),
    );
  }
  if (projectId) {
    const of = scope.projectName ?? undefined;
    items.push(
      page(go, "Project's sources", paths.project(projectId), of),
      page(go, 'Project documents', paths.projectDocuments(projectId), of),
      page(go, 'GraphQL playground', paths.projectGraphql(projectId), of, 'graphiql query api'),
      page(go, 'Project settings', paths.projectSettings(projectId), of, 'general region pause delete'),
      page(go, 'Developer settings', paths.projectDeveloper(projectId), of, 'api keys webhooks deliveries'),
      page(go, 'Project features', paths.projectFeatures(projectId), of, 'semantic search'),
    );
  }
  items.push(
    page(go, 'Projects', paths.projects()),
    page(go, 'Account settings', paths.settingsAccount(), undefined, 'profile email password'),
    page(go, 'Admin keys', paths.settingsAdminKeys()),
    page(go, 'Subscription', paths.settingsSubscription(), undefined, 'plan upgrade usage'),
    page(go, 'Billing', paths.settingsBilling(), undefined, 'invoices payment'),
  );
  return items;
}

/**
 * How well `item` matches `query` (0: not at all): every word must occur in its label, description
 * or keywords; a label that starts with the query ranks first, then words at a word's start.
 */
export function matchScore(item: PaletteItem, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || item.matchedRemotely) return 1;
  const label = item.label.toLowerCase();
  const haystack = `${label} ${item.description ?? ''} ${item.keywords ?? ''}`.toLowerCase();
  if (!words.every((word) => haystack.includes(word))) return 0;
  if (label.startsWith(query.trim().toLowerCase())) return 3;
  return words.every((word) => label.split(/[\s·/_-]+/).some((part) => part.startsWith(word))) ? 2 : 1;
}

/** The items matching `query`, best first (stable within a score), at most `limit`. */
export function filterItems(items: PaletteItem[], query: string, limit: number): PaletteItem[] {
  return items
    .map((item, index) => ({ item, index, score: matchScore(item, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
