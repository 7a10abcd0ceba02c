import { createSelector } from '@reduxjs/toolkit';
import { attemptSuccessRate, WEBHOOK_SUCCESS_WINDOW_MS } from '@contract/measures';
import type { RootState } from '@/shared/store/rootState';
import type { DeliveryStatus, WebhookDelivery } from './deliveryTypes';
import { selectAllWebhookDeliveries } from './webhookDeliveriesSlice';
import { selectAllWebhookDeliveryAttempts } from './webhookDeliveryAttemptsSlice';

/** A webhook's deliveries, newest first. */
export const selectWebhookDeliveries = createSelector(
  [selectAllWebhookDeliveries, (_state: RootState, webhookId: string) => webhookId],
  (deliveries, webhookId) => deliveries.filter((delivery) => delivery.webhook_id === webhookId),
);

export interface DeliverySummary {
  lastStatus: DeliveryStatus | null;
  /** The contract's attempt success rate over the last 24 hours' deliveries; null when none was sent. */
  successRate: number | null;
}

/** Last delivery status and 24-hour success rate per webhook of the synced deliveries (`now` in ms). */
export const selectDeliverySummaries = createSelector(
  [selectAllWebhookDeliveries, (_state: RootState, now: number) => now],
  (deliveries, now) => {
    const summaries = new Map<string, DeliverySummary>();
    const recent = new Map<string, WebhookDelivery[]>();
    // Rows come newest first, so the first row seen per webhook is its last delivery.
    for (const delivery of deliveries) {
      if (!summaries.has(delivery.webhook_id))
        summaries.set(delivery.webhook_id, { lastStatus: delivery.status, successRate: null });
      if (now - Date.parse(delivery.created_at) > WEBHOOK_SUCCESS_WINDOW_MS) continue;
      const list = recent.get(delivery.webhook_id) ?? [];
      list.push(delivery);
      recent.set(delivery.webhook_id, list);
    }
    for (const [webhookId, list] of recent) summaries.get(webhookId)!.successRate = attemptSuccessRate(list);
    return summaries;
  },
);

/** A delivery's attempts, latest first. */
export const selectDeliveryAttempts = createSelector(
  [selectAllWebhookDeliveryAttempts, (_state: RootState, deliveryId: string) => deliveryId],
  (attempts, deliveryId) => attempts.filter((attempt) => attempt.delivery_id === deliveryId),
);
