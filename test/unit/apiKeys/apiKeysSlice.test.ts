import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { apiKeysActions, selectAllApiKeys } from '@/features/apiKeys/apiKeysSlice';
import { selectProjectApiKeys } from '@/features/apiKeys/apiKeysSelectors';
import type { ApiKey } from '@/features/apiKeys/types';

const key = (id: string, project_id: string, created_at: string): ApiKey => ({
  id,
  owner_id: 'u1',
  project_id,
  name: `key ${id}`,
  prefix: `pk_${id}0000`.slice(0, 8),
  last_used_at: null,
  created_at,
  updated_at: created_at,
});

describe('api_keys slice and selectors', () => {
  it('lists keys newest first and a project sees only its own', () => {
    const store = makeStore();
    store.dispatch(
      apiKeysActions.replaced({
        scope: null,
        rows: [
          key('a', 'p1', '2025-06-01T00:00:00Z'),
          key('b', 'p2', '2025-06-02T00:00:00Z'),
          key('c', 'p1', '2025-06-03T00:00:00Z'),
        ],
      }),
    );
    expect(selectAllApiKeys(store.getState()).map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(selectProjectApiKeys(store.getState(), 'p1').map((row) => row.id)).toEqual(['c', 'a']);
    expect(selectProjectApiKeys(store.getState(), 'p3')).toEqual([]);
  });

  it('applies a realtime insert and delete, keeping the order', () => {
    const store = makeStore();
    store.dispatch(apiKeysActions.replaced({ scope: null, rows: [key('a', 'p1', '2025-06-01T00:00:00Z')] }));
    store.dispatch(apiKeysActions.upserted(key('b', 'p1', '2025-06-05T00:00:00Z')));
    expect(selectProjectApiKeys(store.getState(), 'p1').map((row) => row.id)).toEqual(['b', 'a']);
    store.dispatch(apiKeysActions.removed({ id: 'a' }));
    expect(selectProjectApiKeys(store.getState(), 'p1').map((row) => row.id)).toEqual(['b']);
  });

  it('memoizes per project, so an unrelated row change keeps the list a component holds', () => {
    const store = makeStore();
    store.dispatch(apiKeysActions.replaced({ scope: null, rows: [key('a', 'p1', '2025-06-01T00:00:00Z')] }));
    const first = selectProjectApiKeys(store.getState(), 'p1');
    expect(selectProjectApiKeys(store.getState(), 'p1')).toBe(first);
  });
});
