import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '@/shared/supabase/client';
import type { PageCursor, PageQuery } from '@/shared/supabase/pagedRead';

/** Rows per page of a growing table (logs, documents, runs, deliveries): one screenful many times over. */
export const PAGE_SIZE = 200;

export type RealtimeStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

export interface RowChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

/** The fields of a realtime postgres_changes payload that table sync reads. */
function toRowChange(payload: RealtimePostgresChangesPayload<Record<string, unknown>>): RowChange {
  return { eventType: payload.eventType, new: payload.new, old: payload.old };
}

export interface Filter {
  column: string;
  value: string;
}

/** What table sync needs from Supabase; one module, so tests can stand in for it. */
export interface SyncBackend {
  userId(): Promise<string | null>;
  select(table: string, filters: Filter[]): Promise<Record<string, unknown>[]>;
  /** The newest page of rows matching `query`, older than `before` when given (see pagedRead). */
  selectPage(table: string, query: PageQuery, before?: PageCursor | null): Promise<Record<string, unknown>[]>;
  subscribe(
    table: string,
    filter: Filter,
    onChange: (change: RowChange) => void,
    onStatus: (status: RealtimeStatus, error?: Error) => void,
  ): () => void;
}

let channelCounter = 0;

/**
 * The keyset reads, loaded with the first paged table (a paged window asks for them as it joins its
 * channel, so its first select does not wait for them after the join).
 */
export const loadPagedRead = () => import('@/shared/supabase/pagedRead');

export const supabaseSyncBackend: SyncBackend = {
  async userId() {
    const { data } = await getSupabase().auth.getSession();
    return data.session?.user.id ?? null;
  },
  async select(table, filters) {
    let query = getSupabase().from(table).select('*');
    for (const { column, value } of filters) query = query.eq(column, value);
    const { data, error } = await query;
    if (error) throw new Error(error.message);
    return (data ?? []) as Record<string, unknown>[];
  },
  selectPage: async (table, query, before) => (await loadPagedRead()).selectPage(table, query, before),
  subscribe(table, filter, onChange, onStatus) {
    const supabase = getSupabase();
    channelCounter += 1;
    const channel: RealtimeChannel = supabase
      .channel(`sync:${table}:${filter.column}:${filter.value}:${channelCounter}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `${filter.column}=eq.${filter.value}` },
        (payload) => onChange(toRowChange(payload)),
      )
      .subscribe((status, error) => onStatus(status, error));
    return () => {
      void supabase.removeChannel(channel);
    };
  },
};
