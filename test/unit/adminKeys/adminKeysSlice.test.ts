import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { adminKeysActions, selectAllAdminKeys } from '@/features/adminKeys/adminKeysSlice';
import type { AdminKey } from '@/features/adminKeys/types';

const key = (id: string, created_at: string, patch: Partial<AdminKey> = {}): AdminKey => ({
  id,
  owner_id: 'u1',
  name: `admin ${id}`,
  prefix: 'ak_abcde',
  last_used_at: null,
  created_at,
  updated_at: created_at,
  ...patch,
});

describe('admin_keys slice', () => {
  it('lists admin keys newest first and replaces them on each select', () => {
    const store = makeStore();
    store.dispatch(
      adminKeysActions.replaced({
        scope: null,
        rows: [key('a', '2025-06-01T00:00:00Z'), key('b', '2025-06-02T00:00:00Z')],
      }),
    );
    expect(selectAllAdminKeys(store.getState()).map((row) => row.id)).toEqual(['b', 'a']);
    // A re-select after a rejoin replaces the rows: a key deleted meanwhile disappears.
    store.dispatch(adminKeysActions.replaced({ scope: null, rows: [key('b', '2025-06-02T00:00:00Z')] }));
    expect(selectAllAdminKeys(store.getState()).map((row) => row.id)).toEqual(['b']);
  });

  it('applies realtime upserts (last used) and removals', () => {
    const store = makeStore();
    store.dispatch(adminKeysActions.replaced({ scope: null, rows: [key('a', '2025-06-01T00:00:00Z')] }));
    store.dispatch(
      adminKeysActions.upserted(
        key('a', '2025-06-01T00:00:00Z', { last_used_at: '2025-06-04T00:00:00Z', updated_at: '2025-06-04T00:00:00Z' }),
      ),
    );
    store.dispatch(adminKeysActions.upserted(key('c', '2025-06-05T00:00:00Z')));
    expect(selectAllAdminKeys(store.getState()).map((row) => [row.id, row.last_used_at])).toEqual([
      ['c', null],
      ['a', '2025-06-04T00:00:00Z'],
    ]);
    store.dispatch(adminKeysActions.removed({ id: 'c' }));
    expect(selectAllAdminKeys(store.getState()).map((row) => row.id)).toEqual(['a']);
  });
});
