import { selectPage, type PageQuery } from '@/shared/supabase/pagedRead';
import { supabaseSyncBackend, type SyncBackend } from '@/shared/supabase/syncBackend';

/**
 * Table sync for a growing table: realtime as usual for new rows, but each (re)subscribe re-selects
 * only the NEWEST page matching `query` (not every row), and reports it so the caller can reset its
 * window of older pages (only for the pages the sync applies). Older rows come from selectPage on demand.
 */
export function pagedSyncBackend(
  query: PageQuery,
  onNewestPage: (rows: Record<string, unknown>[]) => void,
  base: SyncBackend = supabaseSyncBackend,
): SyncBackend {
  return {
    userId: () => base.userId(),
    connected: () => base.connected?.() ?? true,
    subscribe: (table, filter, onChange, onStatus) => base.subscribe(table, filter, onChange, onStatus),
    select: (table, filters) => selectPage(table, { ...query, eq: [...filters, ...query.eq] }),
    applied: onNewestPage,
  };
}
