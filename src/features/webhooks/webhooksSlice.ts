import { createTableSlice } from '@/shared/store/createTableSlice';
import type { Webhook } from '@/features/webhooks/types';
import { compareText } from '@/shared/store/rowOrder';

const webhooksSlice = createTableSlice<'webhooks', Webhook>('webhooks', {
  sortComparer: (a, b) => compareText(b.created_at, a.created_at),
});

export const webhooksActions = webhooksSlice.actions;
export const { selectAll: selectAllWebhooks } = webhooksSlice.selectors;
export { webhooksSlice };
export default webhooksSlice;
