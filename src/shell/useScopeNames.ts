import { useAppSelector } from '@/shared/store/hooks';
import type { TableStatus } from '@/shared/supabase/tableActions';
import { selectSyncStatus } from '@/shared/supabase/tableSyncApi';
import { selectUi } from '@/features/ui/uiSlice';
import type { RootState as State } from '@/shared/store/rootState';

/** The name of a project or source not read yet (the breadcrumbs say it; the heading shows a skeleton). */
export const SCOPE_LOADING = 'Loading...';

// A scope's row is missing once its sync has settled (live, or failed) without it.
const settled = (status: TableStatus) => status === 'live' || status === 'error';

function projectLabel(state: State): string | null {
  const { route, projectName } = selectUi(state);
  if (projectName !== null || !route?.projectId) return projectName ?? SCOPE_LOADING;
  return settled(selectSyncStatus(state, 'projects', { column: 'id', value: route.projectId }))
    ? null
    : SCOPE_LOADING;
}

function sourceLabel(state: State): string | null {
  const { route, sourceName } = selectUi(state);
  if (sourceName !== null || !route?.sourceId) return sourceName ?? SCOPE_LOADING;
  // Under a missing project the source's sync never starts: it is as missing as its project.
  if (projectLabel(state) === null) return null;
  return settled(selectSyncStatus(state, 'sources', { column: 'id', value: route.sourceId }))
    ? null
    : SCOPE_LOADING;
}

/**
 * The project and source names for the heading and breadcrumbs: the row's name, "Loading..." until
 * it is known, or null once it is known not to exist (the page shows a not-found panel, so nothing
 * may keep saying "Loading..." forever).
 */
export function useScopeNames(): { project: string | null; source: string | null } {
  return { project: useAppSelector(projectLabel), source: useAppSelector(sourceLabel) };
}
