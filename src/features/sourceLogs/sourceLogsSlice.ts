import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { createTableSlice } from '@/shared/store/createTableSlice';
import type { SourceLog } from '@/features/sourceLogs/types';
import { matchesLogFilter, type LogFilter } from '@/features/sourceLogs/logFilter';
import { compareText } from '@/shared/store/rowOrder';

// REST and realtime may format a timestamp differently, so lines sort by the parsed time, parsed once
// per row object (rows are immutable), not twice per comparison.
const parsedTimes = new WeakMap<SourceLog, number>();
const timeOf = (log: SourceLog) => {
  let time = parsedTimes.get(log);
  if (time === undefined) {
    time = Date.parse(log.created_at);
    parsedTimes.set(log, time);
  }
  return time;
};

// Newest first, the order of the database's pages: (created_at, id) descending.
const sourceLogsSlice = createTableSlice<'source_logs', SourceLog>('source_logs', {
  sortComparer: (a, b) => timeOf(b) - timeOf(a) || compareText(b.id, a.id),
});

export const sourceLogsActions = sourceLogsSlice.actions;
export const { selectAll: selectAllSourceLogs, selectById: selectSourceLogById } = sourceLogsSlice.selectors;

/**
 * Ids of a source's lines that pass the filter, oldest first (a tail reads downwards). The array is
 * reused while the ids are unchanged, so an updated line re-renders only its own row.
 */
export const selectVisibleLogIds = createSelector(
  [
    selectAllSourceLogs,
    (_state: object, sourceId: string) => sourceId,
    (_state: object, _sourceId: string, filter: LogFilter) => filter,
  ],
  (logs, sourceId, filter) =>
    logs
      .filter((log) => log.source_id === sourceId && matchesLogFilter(log, filter))
      .map((log) => log.id)
      .reverse(),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

export { sourceLogsSlice };
export default sourceLogsSlice;
