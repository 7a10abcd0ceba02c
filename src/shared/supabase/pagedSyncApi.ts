import { baseApi } from '@/shared/api/baseApi';
import type { AppDispatch } from '@/shared/store/rootState';
import type { PageCursor, PageQuery } from '@/shared/supabase/pagedRead';
import { loadPagedRead, PAGE_SIZE, supabaseSyncBackend as backend } from '@/shared/supabase/syncBackend';
import { tableActions, type TableScope } from '@/shared/supabase/tableActions';
import { failure, followEntry, isLive, pageQuery, selectInto, type SyncedScope } from '@/shared/supabase/tableSyncApi';

type Row = { id: string } & Record<string, unknown>;

/** A growing table's scope read in keyset pages, newest first: the newest live, older on demand. */
export interface PagedSyncArgs {
  table: string;
  scope: TableScope;
  page: PageQuery;
}

export interface SyncedPage extends SyncedScope {
  count: number;
  /** The page's oldest row: where the next older page starts. */
  oldest: PageCursor | null;
}

// Declared with its type: the endpoint below uses it, and pagedSyncApi's type comes from that.
const reselectNewestPage: (dispatch: AppDispatch, args: PagedSyncArgs) => void = (dispatch, args) =>
  void dispatch(
    pagedSyncApi.endpoints.syncTablePages.initiate(args, {
      subscribe: false,
      forceRefetch: true,
      refetchCachedPages: false,
    }),
  );

/**
 * Paged windows of growing tables, with the same lifecycle as tableSyncApi's whole scopes; a module
 * of its own because no page of the first load holds one.
 */
export const pagedSyncApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A paged window: the newest page live (each re-select drops the older pages), older pages on demand. */
    syncTablePages: build.infiniteQuery<SyncedPage, PagedSyncArgs, PageCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.count < PAGE_SIZE ? undefined : lastPage.oldest),
        refetchCachedPages: false,
      },
      async queryFn({ queryArg: args, pageParam }, { dispatch }) {
        const actions = tableActions<Row>(args.table);
        try {
          const rows = await selectInto(
            args,
            (filters) => backend.selectPage(args.table, pageQuery(args.page, filters), pageParam),
            (rows) => {
              // The newest page replaces the window (older pages read before it no longer border it).
              if (pageParam === null) dispatch(actions.replaced({ scope: args.scope, rows }));
              else if (rows.length)
                dispatch(actions.changesApplied({ changes: rows.map((row) => ({ kind: 'upsert', row })) }));
            },
          );
          const last = rows.at(-1);
          const oldest = last ? { created_at: String(last.created_at), id: last.id } : null;
          return { data: { live: isLive(args), count: rows.length, oldest } };
        } catch (error) {
          return failure(error);
        }
      },
      // Gone as soon as unused: the windows of one scope under other queries (another log filter) share
      // the scope's rows in the slice, and each newest page replaces them, so a window left behind would
      // claim rows that are no longer held. Coming back to a query reads it again.
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (args, { dispatch, cacheEntryRemoved, updateCachedData, getCacheEntry }) => {
        // Its first select waits for the channel's join: the keyset reads' code comes meanwhile.
        void loadPagedRead();
        return followEntry(args, {
          dispatch,
          cacheEntryRemoved,
          updateLive: (live) =>
            getCacheEntry().data?.pages.length && updateCachedData((draft) => void (draft.pages[0].live = live)),
          reselect: () => reselectNewestPage(dispatch, args),
        });
      },
    }),
  }),
});
