import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { createTableSlice } from '@/shared/store/createTableSlice';
import { compareText } from '@/shared/store/rowOrder';
import type { IndexingRun } from './runTypes';

// Newest first; parsed because REST and realtime may format timestamps differently.
const indexingRunsSlice = createTableSlice<'indexing_runs', IndexingRun>('indexing_runs', {
  sortComparer: (a, b) => Date.parse(b.started_at) - Date.parse(a.started_at) || compareText(b.id, a.id),
});

export const indexingRunsActions = indexingRunsSlice.actions;
export const { selectAll: selectAllRuns, selectById: selectRunById } = indexingRunsSlice.selectors;

/** Ids of a source's runs, newest first; the same array while the ids are unchanged. */
export const selectRunIdsOfSource = createSelector(
  [selectAllRuns, (_state: object, sourceId: string) => sourceId],
  (runs, sourceId) => runs.filter((run) => run.source_id === sourceId).map((run) => run.id),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

/** The source's last `count` runs, oldest first (the chart reads left to right). */
export const selectRecentRuns = createSelector(
  [
    selectAllRuns,
    (_state: object, sourceId: string) => sourceId,
    (_state: object, _id: string, count: number) => count,
  ],
  (runs, sourceId, count) =>
    runs
      .filter((run) => run.source_id === sourceId)
      .slice(0, count)
      .reverse(),
);

export { indexingRunsSlice };
export default indexingRunsSlice;
