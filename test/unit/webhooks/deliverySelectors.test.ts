import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { selectDeliverySummaries, selectWebhookDeliveries } from '@/features/webhooks/deliverySelectors';
import type { WebhookDelivery } from '@/features/webhooks/deliveryTypes';
import { tableActions } from '@/shared/supabase/tableActions';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function delivery(
  id: string,
  webhookId: string,
  status: WebhookDelivery['status'],
  createdHoursAgo: number,
  attempts = status === 'PENDING' ? 0 : 1,
): WebhookDelivery {
  const at = hoursAgo(createdHoursAgo);
  return {
    id,
    owner_id: 'u1',
    project_id: 'p1',
    webhook_id: webhookId,
    event_id: `evt_${id}`,
    event_type: 'indexing.completed',
    status,
    attempts,
    next_attempt_at: null,
    last_status_code: status === 'SUCCEEDED' ? 200 : 500,
    created_at: at,
    updated_at: at,
  };
}

function storeWith(rows: WebhookDelivery[]) {
  const store = makeStore();
  store.dispatch(
    tableActions<WebhookDelivery>('webhook_deliveries').replaced({
      scope: { column: 'project_id', value: 'p1' },
      rows,
    }),
  );
  return store;
}

describe('delivery selectors', () => {
  it('summarises each webhook: its last delivery and the success rate over the last 24 hours\' attempts', () => {
    const store = storeWith([
      delivery('a', 'w1', 'SUCCEEDED', 1),
      delivery('b', 'w1', 'FAILED', 2, 5),
      delivery('c', 'w1', 'SUCCEEDED', 3, 2), // one failed attempt, then a success
      delivery('d', 'w1', 'FAILED', 30, 5), // older than a day: not counted
      delivery('e', 'w1', 'RETRYING', 0.5, 2), // two failed attempts so far: counted at once
      delivery('f', 'w2', 'PENDING', 0.1),
    ]);
    const summaries = selectDeliverySummaries(store.getState(), NOW);
    expect(summaries.get('w1')).toEqual({ lastStatus: 'RETRYING', successRate: 2 / 10 });
    expect(summaries.get('w2')).toEqual({ lastStatus: 'PENDING', successRate: null });
    expect(summaries.get('w3')).toBeUndefined();
  });

  it('never shows 100 % beside a delivery retrying after two 500s', () => {
    const store = storeWith([delivery('r', 'w1', 'RETRYING', 0.1, 2), delivery('s', 'w1', 'SUCCEEDED', 1)]);
    expect(selectDeliverySummaries(store.getState(), NOW).get('w1')?.successRate).toBe(1 / 3);
  });

  it('lists a webhook’s deliveries newest first', () => {
    const store = storeWith([
      delivery('a', 'w1', 'SUCCEEDED', 3),
      delivery('b', 'w2', 'FAILED', 1),
      delivery('c', 'w1', 'FAILED', 1),
    ]);
    expect(selectWebhookDeliveries(store.getState(), 'w1').map((d) => d.id)).toEqual(['c', 'a']);
  });
});
