import { baseApi } from '@/shared/api/baseApi';
import type { ApiError } from '@/shared/api/apiError';
import { getSupabase } from '@/shared/supabase/client';
import { escapeLike } from '@/shared/supabase/pagedRead';
import type { Source } from './types';

/** What a search result needs of a source: enough to name it, place it and show its status. */
export type SourceHit = Pick<Source, 'id' | 'name' | 'project_id' | 'type' | 'status' | 'custom'>;

/** Results of one search: a page, never the whole table (an account may hold thousands of sources). */
export const SOURCE_HITS = 20;

// Sources of every project, by name, read through RLS like the synced lists; the command palette
// uses it for sources the store has not loaded.
export const sourceSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSources: build.query<SourceHit[], string>({
      keepUnusedDataFor: 30,
      queryFn: async (text) => {
        try {
          const { data, error, status } = await getSupabase()
            .from('sources')
            .select('id,name,project_id,type,status,custom')
            .ilike('name', `*${escapeLike(text)}*`)
            .order('name')
            .limit(SOURCE_HITS);
          // postgrest-js reports a network failure as status 0 instead of throwing.
          if (error)
            return { error: status ? { status, data: error } : { status: 'FETCH_ERROR', message: error.message } };
          return { data: (data ?? []) as SourceHit[] };
        } catch (thrown) {
          return { error: { status: 'FETCH_ERROR', message: String(thrown) } satisfies ApiError };
        }
      },
    }),
  }),
});

export const { useSearchSourcesQuery } = sourceSearchApi;
