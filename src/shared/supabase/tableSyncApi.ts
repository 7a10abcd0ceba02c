import type { Dispatch } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/shared/store/rootState';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiError } from '@/shared/api/apiError';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import { followRealtime } from '@/shared/supabase/realtimeFeed';
import { supabaseSyncBackend, type Filter } from '@/shared/supabase/syncBackend';
import { tableActions, type TableScope, type TableStatus } from '@/shared/supabase/tableActions';
import { SYNC_KEEP_SECONDS } from '@/shared/supabase/syncKeep';

type Row = { id: string } & Record<string, unknown>;

/** A synced scope of a table; with `page`, only the newest page of rows matching it is read. */
export interface SyncArgs {
  table: string;
  scope: TableScope | null;
  page?: PageQuery;
}

/** What a sync's cache entry holds: the rows live in the table's slice, the entry only says how they are kept. */
export interface SyncedScope {
  /** The realtime channel is joined (false while it reconnects). */
  live: boolean;
}

/**
 * What a cache entry's lifecycle (onCacheEntryAdded) shares with its reads (queryFn), keyed by the
 * entry's own argument object, which RTK Query hands to both.
 */
interface Link {
  /** Settles on the channel's first status (a select that starts later misses no change) with the user. */
  subscribed: Promise<string | null>;
  live: boolean;
  /** Selects in flight: realtime changes wait for their rows. */
  selecting: number;
  /** A rejoin came while a select was in flight: select again once it is done. */
  reselectAfter: boolean;
  removed: boolean;
  /** Applies the changes held during a select, right after its rows. */
  flush: () => void;
  reselect: () => void;
}

const links = new WeakMap<object, Link>();
const backend = supabaseSyncBackend;

interface EntryApi {
  dispatch: Dispatch;
  cacheEntryRemoved: Promise<void>;
  /** Writes the channel's state into the entry once it holds data. */
  updateLive: (live: boolean) => unknown;
  reselect: () => void;
}

/**
 * The entry's realtime lifecycle, the same for whole scopes and paged windows: join the channel
 * before the first select (the select waits for it), feed changes into the slice in per-frame
 * batches, re-select on every later join (realtime never replays what a dropped channel missed), and
 * leave when RTK Query removes the entry (no subscriber for SYNC_KEEP_SECONDS, or the account
 * changed and the API state was reset).
 */
export async function followEntry(args: SyncArgs, api: EntryApi) {
  let settle: (ownerId: string | null) => void = () => {};
  let settled = false;
  const link: Link = {
    subscribed: new Promise((resolve) => (settle = resolve)),
    live: false,
    selecting: 0,
    reselectAfter: false,
    removed: false,
    flush: () => {},
    reselect: api.reselect,
  };
  links.set(args, link);
  const ownerId = await backend.userId();
  if (!ownerId) {
    settle(null);
    await api.cacheEntryRemoved;
    return;
  }
  const feed = followRealtime({
    table: args.table,
    scope: args.scope,
    ownerId,
    backend,
    dispatch: api.dispatch,
    selecting: () => link.selecting > 0,
    onStatus: (status) => {
      const live = status === 'SUBSCRIBED';
      if (live !== link.live) {
        link.live = live;
        api.updateLive(live);
      }
      // The status that lets the first select start needs no select of its own.
      const first = !settled;
      settled = true;
      settle(ownerId);
      if (!live || first) return;
      if (link.selecting > 0) link.reselectAfter = true;
      else api.reselect();
    },
  });
  link.flush = feed.flush;
  await api.cacheEntryRemoved;
  link.removed = true;
  settle(ownerId);
  feed.stop();
}

export const failure = (error: unknown): { error: ApiError } => ({
  error: { status: 'FETCH_ERROR', message: String(error) },
});

/**
 * Reads rows of the entry's scope (`read` gets the owner filter and the scope's) and hands them to
 * `apply` unless the entry went away meanwhile; the changes held during the read follow them.
 */
export async function selectInto(
  args: SyncArgs,
  read: (filters: Filter[]) => Promise<Record<string, unknown>[]>,
  apply: (rows: Row[]) => void,
): Promise<Row[]> {
  const link = links.get(args);
  const ownerId = await (link ? link.subscribed : backend.userId());
  if (!ownerId) throw new Error('Not signed in');
  if (link) link.selecting += 1;
  try {
    const rows = (await read([{ column: 'owner_id', value: ownerId }, ...(args.scope ? [args.scope] : [])])) as Row[];
    if (!link?.removed) apply(rows);
    return rows;
  } finally {
    if (link) {
      link.selecting -= 1;
      link.flush();
      if (link.selecting === 0 && link.reselectAfter) {
        link.reselectAfter = false;
        // After this read's result is stored: RTK Query starts no second request while one is pending.
        setTimeout(link.reselect, 0);
      }
    }
  }
}

export const isLive = (args: SyncArgs) => links.get(args)?.live ?? true;
export const pageQuery = (page: PageQuery, filters: Filter[]): PageQuery => ({ ...page, eq: [...filters, ...page.eq] });

// Declared with its type: the endpoint below uses it, and tableSyncApi's type comes from that.
const reselectScope: (dispatch: AppDispatch, args: SyncArgs) => void = (dispatch, args) =>
  void dispatch(tableSyncApi.endpoints.syncTable.initiate(args, { subscribe: false, forceRefetch: true }));

export const tableSyncApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    syncTable: build.query<SyncedScope, SyncArgs>({
      async queryFn(args, { dispatch }) {
        try {
          await selectInto(
            args,
            (filters) =>
              args.page
                ? backend.selectPage(args.table, pageQuery(args.page, filters))
                : backend.select(args.table, filters),
            (rows) => dispatch(tableActions<Row>(args.table).replaced({ scope: args.scope, rows })),
          );
          return { data: { live: isLive(args) } };
        } catch (error) {
          return failure(error);
        }
      },
      keepUnusedDataFor: SYNC_KEEP_SECONDS,
      onCacheEntryAdded: (args, { dispatch, cacheEntryRemoved, updateCachedData, getCacheEntry }) =>
        followEntry(args, {
          dispatch,
          cacheEntryRemoved,
          updateLive: (live) => getCacheEntry().data && updateCachedData((draft) => void (draft.live = live)),
          reselect: () => reselectScope(dispatch, args),
        }),
    }),
  }),
});

/** How an entry's state reads as a sync status; `live` is what its data says of the channel. */
export function syncStatus(
  entry: { isUninitialized: boolean; isError: boolean; data?: unknown },
  live: boolean | undefined,
): TableStatus {
  if (entry.isError) return 'error';
  if (entry.data === undefined || live === undefined) return entry.isUninitialized ? 'idle' : 'loading';
  return live ? 'live' : 'offline';
}

/** The status of a whole scope's sync (useTableSubscription's), read from the store. */
export function selectSyncStatus(state: RootState, table: string, scope: TableScope | null): TableStatus {
  const entry = tableSyncApi.endpoints.syncTable.select({ table, scope })(state);
  return syncStatus(entry, entry.data?.live);
}

// syncTablePages is pagedSyncApi's, loaded with the first paged table.
const SYNC_ENDPOINTS = new Set(['syncTable', 'syncTablePages']);

/** The status of every table sync the cache holds. */
export function selectSyncStatuses(state: RootState): TableStatus[] {
  const statuses: TableStatus[] = [];
  for (const entry of Object.values(state[baseApi.reducerPath].queries)) {
    if (!entry?.endpointName || !SYNC_ENDPOINTS.has(entry.endpointName)) continue;
    const data = entry.data as SyncedScope | { pages: SyncedScope[] } | undefined;
    const live = data && ('pages' in data ? data.pages[0]?.live : data.live);
    statuses.push(
      syncStatus(
        { isUninitialized: entry.status === 'uninitialized', isError: entry.status === 'rejected', data },
        live,
      ),
    );
  }
  return statuses;
}
