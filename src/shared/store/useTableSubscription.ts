import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { acquireTableSync } from '@/shared/supabase/tableSync';
import { scopeKey, type TableScope, type TableStatus } from '@/shared/supabase/tableActions';

type StatusHolder = Record<string, { status?: Record<string, TableStatus> } | undefined>;

/** Keeps `table` synced for `scope` while the calling component is mounted; returns the scope's status. */
export function useTableSubscription(table: string, scope: TableScope | null): TableStatus {
  const dispatch = useAppDispatch();
  const column = scope?.column;
  const value = scope?.value;
  useEffect(() => {
    const current = column !== undefined && value !== undefined ? { column, value } : null;
    return acquireTableSync(table, current, dispatch);
  }, [table, column, value, dispatch]);
  const key = scopeKey(scope);
  return useAppSelector((state) => (state as StatusHolder)[table]?.status?.[key] ?? 'idle');
}
