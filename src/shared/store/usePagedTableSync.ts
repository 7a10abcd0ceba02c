import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PAGE_SIZE, selectPage, type PageCursor, type PageQuery } from '@/shared/supabase/pagedRead';
import { pagedSyncBackend } from '@/shared/supabase/pagedSyncBackend';
import { tableActions, type TableScope } from '@/shared/supabase/tableActions';
import { acquireTableSync } from '@/shared/supabase/tableSync';
import type { SyncedTable } from '@/shared/store/useTableSubscription';
type Row = { id: string } & Record<string, unknown>;

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
 * and reads older pages on demand. Every (re)subscribe re-selects the newest page and
 * replaces the scope's rows, so the held rows always run without a gap from the newest row down;
 * an older page that was in flight across a re-select is dropped. `toPageQuery(query)` says what the
 * database filters (pass a stable function and a memoised query); the caller filters realtime rows
 * the same way when it shows them.
 */
export function usePagedTableSync<Q>(
  slice: SyncedTable,
  scope: TableScope,
  query: Q,
  toPageQuery: (query: Q) => PageQuery,
) {
  const dispatch = useAppDispatch();
  const table = slice.name;
  const [held, setHeld] = useState<PagedWindow<Q>>({ query, complete: false, loadingOlder: false });
  // Bumped by every newest page: an older page read before it no longer borders the held rows.
  const generation = useRef(0);
  const { column, value } = scope;

  useEffect(() => {
    const pageQuery = toPageQuery(query);
    // A stopped sync's select may still answer; its page belongs to a query no longer shown.
    let active = true;
    const backend = pagedSyncBackend(pageQuery, (rows) => {
      if (!active) return;
      generation.current += 1;
      setHeld({ query, complete: rows.length < PAGE_SIZE, loadingOlder: false });
    });
    // Refcounted like every table sync, so a DevTools jump that mounts or unmounts this page neither
    // reads nor unsubscribes (the sync follows the live app; the last release marks the scope idle).
    const release = acquireTableSync(table, { column, value }, dispatch, backend);
    return () => {
      active = false;
      release();
      generation.current += 1;
    };
  }, [table, column, value, query, toPageQuery, dispatch]);

  /** Reads the page before `oldest` (the oldest row shown) into the store. */
  const loadOlder = useCallback(
    (oldest: PageCursor) => {
      if (held.complete || held.loadingOlder || held.query !== query) return;
      const started = generation.current;
      setHeld((previous) => ({ ...previous, loadingOlder: true }));
      const pageQuery = toPageQuery(held.query);
      selectPage(table, { ...pageQuery, eq: [{ column, value }, ...pageQuery.eq] }, oldest).then(
        (rows) => {
          if (generation.current !== started) return;
          const changes = (rows as Row[]).map((row) => ({ kind: 'upsert' as const, row }));
          if (changes.length) dispatch(tableActions<Row>(table).changesApplied({ changes }));
          setHeld((previous) => ({ ...previous, complete: rows.length < PAGE_SIZE, loadingOlder: false }));
        },
        () => {
          if (generation.current === started) setHeld((previous) => ({ ...previous, loadingOlder: false }));
        },
      );
    },
    [held, query, toPageQuery, table, column, value, dispatch],
  );

  const status = useAppSelector((state) => slice.selectors.selectStatus(state, scope));
  return { status, window: held, loadOlder };
}
