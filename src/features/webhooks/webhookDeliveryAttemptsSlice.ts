import { createTableSlice } from '@/shared/store/createTableSlice';
import type { WebhookDeliveryAttempt } from './deliveryTypes';

const webhookDeliveryAttemptsSlice = createTableSlice<'webhook_delivery_attempts', WebhookDeliveryAttempt>(
  'webhook_delivery_attempts',
  {
    sortComparer: (a, b) => b.attempt - a.attempt,
  },
);

export const { selectAll: selectAllWebhookDeliveryAttempts } = webhookDeliveryAttemptsSlice.selectors;
export default webhookDeliveryAttemptsSlice;
