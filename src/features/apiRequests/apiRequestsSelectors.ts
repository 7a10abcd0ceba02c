import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { apiRequestsSlice } from './apiRequestsSlice';
import { compareText } from '@/shared/store/rowOrder';
import { matchesRequestFilter, type RequestFilter } from './requestFilter';
import type { ApiRequest } from './types';

// REST and realtime may format a timestamp differently, so rows sort by the parsed time, parsed once per row.
const parsedTimes = new WeakMap<ApiRequest, number>();
const timeOf = (row: ApiRequest) => {
  let time = parsedTimes.get(row);
  if (time === undefined) {
    time = Date.parse(row.created_at);
    parsedTimes.set(row, time);
  }
  return time;
};

export const { selectAll: selectAllApiRequests, selectById: selectApiRequestById } = apiRequestsSlice.selectors;

/** Ids of a project's requests that pass the filter, newest first (the database's page order). */
export const selectVisibleRequestIds = createSelector(
  [
    selectAllApiRequests,
    (_state: object, projectId: string) => projectId,
    (_state: object, _projectId: string, filter: RequestFilter) => filter,
  ],
  (rows, projectId, filter) =>
    rows
      .filter((row) => row.project_id === projectId && matchesRequestFilter(row, filter))
      .sort((a, b) => timeOf(b) - timeOf(a) || compareText(b.id, a.id))
      .map((row) => row.id),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

/** The keys seen in the project's loaded requests (id → prefix), for the key filter. */
export const selectRequestKeys = createSelector(
  [selectAllApiRequests, (_state: object, projectId: string) => projectId],
  (rows, projectId) => {
    const keys = new Map<string, string>();
    for (const row of rows) {
      if (row.project_id === projectId && row.api_key_id) keys.set(row.api_key_id, row.api_key_prefix ?? '');
    }
    return [...keys].map(([id, prefix]) => ({ id, prefix })).sort((a, b) => compareText(a.prefix, b.prefix));
  },
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);
