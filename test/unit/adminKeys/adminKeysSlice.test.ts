import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import adminKeysSlice, { adminKeysActions, selectAllAdminKeys } from '@/features/adminKeys/adminKeysSlice';
import type { AdminKey } from '@/features/adminKeys/types';
import type { RootState } from '@/shared/store/rootState';

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

const makeStore = () => configureStore({ reducer: { admin_keys: adminKeysSlice.reducer } });
const state = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as RootState;

describe('admin_keys slice', () => {
  it('lists admin keys newest first and replaces them on each select', () => {
    const store = makeStore();
    store.dispatch(
      adminKeysActions.replaced({
        scope: null,
        rows: [key('a', '2025-06-01T00:00:00Z'), key('b', '2025-06-02T00:00:00Z')],
      }),
    );
    expect(selectAllAdminKeys(state(store)).map((row) => row.id)).toEqual(['b', 'a']);
    // A re-select after a rejoin replaces the rows: a key deleted meanwhile disappears.
    store.dispatch(adminKeysActions.replaced({ scope: null, rows: [key('b', '2025-06-02T00:00:00Z')] }));
    expect(selectAllAdminKeys(state(store)).map((row) => row.id)).toEqual(['b']);
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
    expect(selectAllAdminKeys(state(store)).map((row) => [row.id, row.last_used_at])).toEqual([
      ['c', null],
      ['a', '2025-06-04T00:00:00Z'],
    ]);
    store.dispatch(adminKeysActions.removed({ id: 'c' }));
    expect(selectAllAdminKeys(state(store)).map((row) => row.id)).toEqual(['a']);
  });
});
