import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { createTableSlice } from '@/shared/store/createTableSlice';
import type { Source } from '@/features/sources/types';
import { compareText } from '@/shared/store/rowOrder';

const sourcesSlice = createTableSlice<'sources', Source>('sources', {
  sortComparer: (a, b) => compareText(a.created_at, b.created_at),
});

export const sourcesActions = sourcesSlice.actions;
export const { selectAll: selectAllSources, selectById: selectSourceById } = sourcesSlice.selectors;

/**
 * Ids of a project's sources, oldest first. The same array comes back while the ids are unchanged,
 * so a realtime update of one source re-renders only that source's row.
 */
export const selectSourceIdsByProject = createSelector(
  [selectAllSources, (_state: object, projectId: string) => projectId],
  (sources, projectId) => sources.filter((source) => source.project_id === projectId).map((source) => source.id),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

export { sourcesSlice };
export default sourcesSlice;
