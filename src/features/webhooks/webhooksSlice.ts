import { createTableSlice } from '@/shared/store/createTableSlice';
import type { Webhook } from '@/features/webhooks/types';

const webhooksSlice = createTableSlice<Webhook>('webhooks', {
  sortComparer: (a, b) => b.created_at.localeCompare(a.created_at),
});

export const webhooksActions = webhooksSlice.actions;
export const { selectAll: selectAllWebhooks } = webhooksSlice.selectors;
export { webhooksSlice };
export default webhooksSlice;
