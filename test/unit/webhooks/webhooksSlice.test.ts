import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { selectAllWebhooks, webhooksActions } from '@/features/webhooks/webhooksSlice';
import { selectProjectWebhooks } from '@/features/webhooks/webhooksSelectors';
import type { Webhook } from '@/features/webhooks/types';

const hook = (id: string, project_id: string, created_at: string, patch: Partial<Webhook> = {}): Webhook => ({
  id,
  owner_id: 'u1',
  project_id,
  url: `https://hooks.example.com/${id}`,
  events: ['source.created'],
  description: '',
  enabled: true,
  secret_prefix: 'whsec_ab',
  created_at,
  updated_at: created_at,
  ...patch,
});

describe('webhooks slice and selectors', () => {
  it('lists webhooks newest first and a project sees only its own', () => {
    const store = makeStore();
    store.dispatch(
      webhooksActions.replaced({
        scope: null,
        rows: [
          hook('a', 'p1', '2025-06-01T00:00:00Z'),
          hook('b', 'p1', '2025-06-03T00:00:00Z'),
          hook('c', 'p2', '2025-06-02T00:00:00Z'),
        ],
      }),
    );
    expect(selectAllWebhooks(store.getState()).map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect(selectProjectWebhooks(store.getState(), 'p1').map((row) => row.id)).toEqual(['b', 'a']);
    expect(selectProjectWebhooks(store.getState(), 'p2').map((row) => row.id)).toEqual(['c']);
  });

  it('applies realtime updates (a disabled webhook) and deletes to the project list', () => {
    const store = makeStore();
    store.dispatch(webhooksActions.replaced({ scope: null, rows: [hook('a', 'p1', '2025-06-01T00:00:00Z')] }));
    store.dispatch(
      webhooksActions.upserted(
        hook('a', 'p1', '2025-06-01T00:00:00Z', { enabled: false, updated_at: '2025-06-02T00:00:00Z' }),
      ),
    );
    expect(selectProjectWebhooks(store.getState(), 'p1')[0].enabled).toBe(false);
    store.dispatch(webhooksActions.removed({ id: 'a' }));
    expect(selectProjectWebhooks(store.getState(), 'p1')).toEqual([]);
  });
});
