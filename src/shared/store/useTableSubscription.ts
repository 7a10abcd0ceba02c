import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import type { RootState } from '@/shared/store/rootState';
import { acquireTableSync } from '@/shared/supabase/tableSync';
import type { SyncBackend } from '@/shared/supabase/syncBackend';
import type { TableScope, TableStatus } from '@/shared/supabase/tableActions';

/**
 * What a sync hook needs of a table slice (createTableSlice). Taking RootState here means a slice
 * type-checks only when the store holds it under its table's name.
 */
export interface SyncedTable {
  name: string;
  selectors: { selectStatus: (root: RootState, scope: TableScope | null) => TableStatus };
}

/**
 * Keeps `table` synced for `scope` while the calling component is mounted; returns the scope's status.
 * `backend` (stable, e.g. a module constant) replaces how rows are read, e.g. only the newest page.
 */
export function useTableSubscription(table: SyncedTable, scope: TableScope | null, backend?: SyncBackend): TableStatus {
  const dispatch = useAppDispatch();
  const { name } = table;
  const column = scope?.column;
  const value = scope?.value;
  useEffect(() => {
    const current = column !== undefined && value !== undefined ? { column, value } : null;
    return acquireTableSync(name, current, dispatch, backend);
  }, [name, column, value, dispatch, backend]);
  return useAppSelector((state) => table.selectors.selectStatus(state, scope));
}
