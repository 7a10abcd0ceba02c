import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { useListDocumentsInfiniteQuery } from '@/features/documents/documentsApi';
import { useDocumentNamesQuery } from '@/features/search/searchApi';
import { projectsSlice, selectLiveProjects } from '@/features/projects/projectsSlice';
import { sourceDisplayName } from '@/features/sources/displayName';
import { useSearchSourcesQuery, type SourceHit } from '@/features/sources/sourceSearchApi';
import { selectAllSources } from '@/features/sources/sourcesSlice';
import { selectUser } from '@/features/session/sessionSlice';
import { selectRoute } from '@/features/ui/uiSlice';
import { useScopeNames } from '@/shell/useScopeNames';
import { filterItems, pageItems, type PaletteGroup, type PaletteItem, type PaletteScope } from './paletteItems';
import { readRecentPlaces } from './recentPlaces';
import { usePaletteActions } from './usePaletteActions';

/** Results shown per group; documents are read one short page at a time (the API's cursor limit). */
const LIMITS: Record<PaletteGroup, number> = {
  Recent: 8,
  Actions: 12,
  Pages: 8,
  Projects: 6,
  Sources: 12,
  Documents: 8,
};
export const DOCUMENT_HITS = 8;
/** Sources that also get "· Logs" and "· Documents" entries, so one search reaches those pages. */
const SOURCES_WITH_PAGES = 3;

// The remote source search looks for the longest word; the local filter then checks every word.
const longestWord = (query: string) => query.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');

export interface PaletteGroups {
  groups: { group: PaletteGroup; items: PaletteItem[] }[];
  /** Whether documents can be searched here (only inside a project). */
  documentsSearchable: boolean;
  searching: boolean;
}

/**
 * The palette's results for `query` (what is typed; the server is asked for `remoteQuery`, its
 * debounced copy, so typing never waits on a request): from the store where the data is loaded
 * (projects, the sources of pages visited, the current source), from the API where it is not (other
 * projects' sources, documents). Actions open the same dialogs, with the same texts, as their buttons.
 */
export function usePaletteItems(query: string, remoteQuery: string): PaletteGroups {
  const navigate = useNavigate();
  const route = useAppSelector(selectRoute);
  const names = useScopeNames();
  const userId = useAppSelector(selectUser)?.id ?? null;
  useTableSubscription(projectsSlice, null);
  const projects = useAppSelector(selectLiveProjects);
  const storeSources = useAppSelector(selectAllSources);
  const projectId = route?.projectId ?? null;
  const sourceId = route?.sourceId ?? null;
  const text = query.trim();
  const word = longestWord(text);
  const remoteText = remoteQuery.trim();
  const remoteWord = longestWord(remoteText);
  const remoteSources = useSearchSourcesQuery(remoteWord.length >= 2 ? remoteWord : skipToken);
  const documents = useListDocumentsInfiniteQuery(
    projectId && remoteText.length >= 2 ? { projectId, search: remoteText, limit: DOCUMENT_HITS } : skipToken,
  );
  // Full text finds words inside documents; names find `libtasn1.pdf` from `libtasn` (or `libtsan`).
  const named = useDocumentNamesQuery(
    projectId && remoteText.length >= 2 ? { projectId, q: remoteText, limit: DOCUMENT_HITS } : skipToken,
  );

  const go = (path: string) => navigate(path);
  const projectName = (id: string) => projects.find((project) => project.id === id)?.name ?? 'Unknown project';
  const scope: PaletteScope = {
    projectId,
    projectName: names.project,
    sourceId,
    sourceName: names.source,
  };
  const actions = usePaletteActions(scope);

  const projectItems: PaletteItem[] = projects.map((project) => ({
    id: `project:${project.id}`,
    group: 'Projects',
    label: project.name,
    description: project.state === 'active' ? undefined : project.state,
    path: paths.project(project.id),
    run: () => go(paths.project(project.id)),
  }));

  const hits = new Map<string, SourceHit>();
  for (const hit of [...storeSources, ...(remoteSources.data ?? [])]) if (!hits.has(hit.id)) hits.set(hit.id, hit);
  const sourceItems = [...hits.values()].map((hit): PaletteItem => {
    const path = paths.source(hit.project_id, hit.id);
    return {
      id: `source:${hit.id}`,
      group: 'Sources',
      label: sourceDisplayName(hit),
      description: `${projectName(hit.project_id)} · ${hit.status}`,
      keywords: hit.type,
      path,
      run: () => go(path),
    };
  });
  // The best few sources by name also offer their logs and documents: "handbook logs" finds them.
  const sourcePages = text
    ? filterItems(sourceItems, word, SOURCES_WITH_PAGES).flatMap((item) =>
        [
          ['Logs', `${item.path}/logs`],
          ['Documents', `${item.path}/documents`],
        ].map(([page, path]): PaletteItem => ({
          ...item,
          id: `${item.id}:${page}`,
          label: `${item.label} · ${page}`,
          path,
          run: () => go(path),
        })),
      )
    : [];

  const byName = (named.data ?? []).map((document) => ({
    id: document.id,
    source_id: document.source_id,
    title: document.title,
    // The documents list is searched for the title, so the chosen row is on screen under the drawer.
    search: document.title,
    description: document.path ?? document.mime_type ?? undefined,
  }));
  const byText = (documents.data?.pages[0]?.documents ?? []).map((document) => ({
    id: document.id,
    source_id: document.source_id,
    title: document.title,
    search: remoteText,
    description: document.excerpt?.slice(0, 90),
  }));
  const documentItems: PaletteItem[] = [...byName, ...byText]
    .filter((document, index, all) => all.findIndex((other) => other.id === document.id) === index)
    .map((document) => {
      const path = paths.sourceDocument(projectId!, document.source_id, document.id, document.search);
      return {
        id: `document:${document.id}`,
        group: 'Documents',
        label: document.title || 'Untitled document',
        description: document.description,
        path,
        matchedRemotely: true,
        run: () => go(path),
      };
    });

  const here = route?.pathname;
  const recent = (userId ? readRecentPlaces(userId) : [])
    .filter((place) => place.path !== here)
    .map((place): PaletteItem => ({
      id: `recent:${place.path}`,
      group: 'Recent',
      label: place.label,
      path: place.path,
      run: () => go(place.path),
    }));

  const all: [PaletteGroup, PaletteItem[]][] = text
    ? [
        ['Projects', projectItems],
        ['Sources', [...sourceItems, ...sourcePages]],
        ['Pages', pageItems(scope, go)],
        ['Actions', actions],
        ['Documents', documentItems],
        ['Recent', recent],
      ]
    : [
        ['Recent', recent],
        ['Actions', actions],
        ['Pages', pageItems(scope, go)],
      ];
  const groups = all
    .map(([group, items]) => ({ group, items: filterItems(items, text, LIMITS[group]) }))
    .filter(({ items }) => items.length > 0);
  return {
    groups,
    documentsSearchable: projectId !== null,
    searching: remoteSources.isFetching || documents.isFetching || named.isFetching,
  };
}
