import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/shared/store/rootState';
import type { DeliveryStatus, WebhookDelivery } from './deliveryTypes';
import { selectAllWebhookDeliveries } from './webhookDeliveriesSlice';
import { selectAllWebhookDeliveryAttempts } from './webhookDeliveryAttemptsSlice';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A webhook's deliveries, newest first. */
export const selectWebhookDeliveries = createSelector(
  [selectAllWebhookDeliveries, (_state: RootState, webhookId: string) => webhookId],
  (deliveries, webhookId) => deliveries.filter((delivery) => delivery.webhook_id === webhookId),
);

export interface DeliverySummary {
  lastStatus: DeliveryStatus | null;
  /** Share of the last 24 hours' finished deliveries that succeeded; null when none finished. */
  successRate: number | null;
}

/** Last delivery status and 24-hour success rate per webhook of the synced deliveries (`now` in ms). */
export const selectDeliverySummaries = createSelector(
  [selectAllWebhookDeliveries, (_state: RootState, now: number) => now],
  (deliveries, now) => {
    const summaries = new Map<string, DeliverySummary>();
    const finished = new Map<string, { ok: number; all: number }>();
    for (const delivery of deliveries) summarize(delivery, now, summaries, finished);
    for (const [webhookId, counts] of finished) {
      const summary = summaries.get(webhookId);
      if (summary) summary.successRate = counts.all === 0 ? null : counts.ok / counts.all;
    }
    return summaries;
  },
);

// Rows come newest first, so the first row seen per webhook is its last delivery.
function summarize(
  delivery: WebhookDelivery,
  now: number,
  summaries: Map<string, DeliverySummary>,
  finished: Map<string, { ok: number; all: number }>,
) {
  if (!summaries.has(delivery.webhook_id)) {
    summaries.set(delivery.webhook_id, { lastStatus: delivery.status, successRate: null });
  }
  const done = delivery.status === 'SUCCEEDED' || delivery.status === 'FAILED';
  if (!done || now - Date.parse(delivery.created_at) > DAY_MS) return;
  const counts = finished.get(delivery.webhook_id) ?? { ok: 0, all: 0 };
  counts.all += 1;
  if (delivery.status === 'SUCCEEDED') counts.ok += 1;
  finished.set(delivery.webhook_id, counts);
}

/** A delivery's attempts, latest first. */
export const selectDeliveryAttempts = createSelector(
  [selectAllWebhookDeliveryAttempts, (_state: RootState, deliveryId: string) => deliveryId],
  (attempts, deliveryId) => attempts.filter((attempt) => attempt.delivery_id === deliveryId),
);
