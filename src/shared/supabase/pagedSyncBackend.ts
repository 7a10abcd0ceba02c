import { selectPage, type PageQuery } from '@/shared/supabase/pagedRead';
import { supabaseSyncBackend, type SyncBackend } from '@/shared/supabase/syncBackend';

/**
 * Table sync for a growing table: realtime as usual for new rows, but each (re)subscribe re-selects
 * only the NEWEST page matching `query` (not every row), and reports it so the caller can reset its
 * window of older pages. Older rows come from selectPage on demand.
 */
export function pagedSyncBackend(
  query: PageQuery,
  onNewestPage: (rows: Record<string, unknown>[]) => void,
  base: SyncBackend = supabaseSyncBackend,
): SyncBackend {
  return {
    userId: () => base.userId(),
    subscribe: (table, filter, onChange, onStatus) => base.subscribe(table, filter, onChange, onStatus),
    async select(table, filters) {
      const rows = await selectPage(table, { ...query, eq: [...filters, ...query.eq] });
      onNewestPage(rows);
      return rows;
    },
  };
}
