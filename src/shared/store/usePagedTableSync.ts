import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import type { TableScope, TableStatus } from '@/shared/supabase/tableActions';
import { pagedSyncApi, type PagedSyncArgs } from '@/shared/supabase/pagedSyncApi';
import { syncStatus } from '@/shared/supabase/tableSyncApi';
import type { SyncedTable } from '@/shared/store/useTableSubscription';

/** Which rows the store holds for the scope: the newest page and every older page read since. */
export interface PagedWindow<Q> {
  /** The query the held rows were read with; it changes only when their first page arrives. */
  query: Q;
  /** True once a page came back short: nothing older is left. */
  complete: boolean;
  loadingOlder: boolean;
}

/**
 * Keeps the newest page of a growing table's scope in the store, live (new rows through realtime),
 * and reads older pages on demand: an RTK Query infinite query whose pages are keyset pages. Every
 * (re)join re-selects the newest page only and replaces the scope's rows, so the held rows always run
 * without a gap from the newest row down. `toPageQuery(query)` says what the database filters (pass
 * a stable function and a memoised query); the caller filters realtime rows the same way when it
 * shows them. `query` is what the live app reads; while Redux DevTools shows an earlier moment, the
 * status and completeness are those of `shown` (that moment's query) in the state shown, read
 * without subscribing, so a jump neither reads nor subscribes.
 */
export function usePagedTableSync<Q>(
  slice: SyncedTable,
  scope: TableScope,
  query: Q,
  toPageQuery: (query: Q) => PageQuery,
  shown: Q = query,
) {
  const { column, value } = scope;
  const argsOf = useCallback(
    (of: Q): PagedSyncArgs => ({ table: slice.name, scope: { column, value }, page: toPageQuery(of) }),
    [slice.name, column, value, toPageQuery],
  );
  const args = useMemo(() => argsOf(query), [argsOf, query]);
  const jumped = useAppSelector((state) => {
    if (!isTimeTravelling()) return null;
    const entry = pagedSyncApi.endpoints.syncTablePages.select(argsOf(shown))(state);
    return `${syncStatus(entry, entry.data?.pages[0]?.live)} ${entry.hasNextPage}`;
  });
  const result = pagedSyncApi.useSyncTablePagesInfiniteQuery(args);
  const { currentData, isUninitialized, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  // The rows shown are those read for the held query until the new query's first page arrives.
  const [heldQuery, setHeldQuery] = useState(query);
  if (currentData && heldQuery !== query) setHeldQuery(query);
  const held: PagedWindow<Q> = {
    query: currentData ? query : heldQuery,
    complete: currentData ? !hasNextPage : false,
    loadingOlder: isFetchingNextPage,
  };

  /** Reads the page before the oldest one held into the store. */
  const loadOlder = useCallback(() => {
    if (currentData && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [currentData, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const status = syncStatus({ isUninitialized, isError, data: currentData }, currentData?.pages[0]?.live);
  if (jumped === null) return { status, window: held, loadOlder };
  const [jumpedStatus, hasOlder] = jumped.split(' ');
  const window = { query: shown, complete: hasOlder === 'false', loadingOlder: false };
  return { status: jumpedStatus as TableStatus, window, loadOlder };
}
