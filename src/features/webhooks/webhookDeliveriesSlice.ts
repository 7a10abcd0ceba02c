import { createTableSlice } from '@/shared/store/createTableSlice';
import { compareText } from '@/shared/store/rowOrder';
import type { WebhookDelivery } from './deliveryTypes';

const webhookDeliveriesSlice = createTableSlice<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', {
  sortComparer: (a, b) => compareText(b.created_at, a.created_at) || compareText(b.id, a.id),
});

export const { selectAll: selectAllWebhookDeliveries } = webhookDeliveriesSlice.selectors;
export default webhookDeliveriesSlice;
