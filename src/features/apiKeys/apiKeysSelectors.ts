import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/shared/store/rootState';
import { selectAllApiKeys } from './apiKeysSlice';

/** The project's keys, newest first (the slice keeps rows of every synced project). */
export const selectProjectApiKeys = createSelector(
  [selectAllApiKeys, (_state: RootState, projectId: string) => projectId],
  (keys, projectId) => keys.filter((key) => key.project_id === projectId),
);
