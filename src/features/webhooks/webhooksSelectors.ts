import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/shared/store/rootState';
import { selectAllWebhooks } from './webhooksSlice';

/** The project's webhooks (the slice keeps rows of every synced project). */
export const selectProjectWebhooks = createSelector(
  [selectAllWebhooks, (_state: RootState, projectId: string) => projectId],
  (webhooks, projectId) => webhooks.filter((webhook) => webhook.project_id === projectId),
);
