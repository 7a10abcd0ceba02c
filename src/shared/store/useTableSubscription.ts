import { skipToken } from '@reduxjs/toolkit/query';
import type { RootState } from '@/shared/store/rootState';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import type { TableScope, TableStatus } from '@/shared/supabase/tableActions';
import { syncStatus, tableSyncApi } from '@/shared/supabase/tableSyncApi';

/**
 * What a sync hook needs of a table slice (createTableSlice): its name, which must be a key of the
 * store, so a table the store does not hold under its own name does not type-check.
 */
export interface SyncedTable {
  name: keyof RootState & string;
}

/**
 * Keeps `table` synced for `scope` while the calling component is mounted (an RTK Query cache entry
 * whose lifecycle holds the realtime channel); returns the scope's status. With `newestPage`
 * (a stable object, e.g. a module constant), only the newest page of rows matching it is read;
 * with `skipToken` nothing is synced yet ('idle').
 */
export function useTableSubscription(
  table: SyncedTable,
  scope: TableScope | null | typeof skipToken,
  newestPage?: PageQuery,
): TableStatus {
  const result = tableSyncApi.useSyncTableQuery(
    scope === skipToken ? skipToken : { table: table.name, scope, page: newestPage },
  );
  // currentData: what another scope's entry held says nothing about this one.
  const { isUninitialized, isError, currentData } = result;
  return syncStatus({ isUninitialized, isError, data: currentData }, currentData?.live);
}
