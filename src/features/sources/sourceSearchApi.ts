import { baseApi } from '@/shared/api/baseApi';
import { getSupabase } from '@/shared/supabase/client';
import { escapeLike } from '@/shared/supabase/pagedRead';
import { selectRows } from '@/shared/supabase/selectRows';
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
      queryFn: (text) =>
        selectRows<SourceHit>(() =>
          getSupabase()
            .from('sources')
            .select('id,name,project_id,type,status,custom')
            .ilike('name', `*${escapeLike(text)}*`)
            .order('name')
            .limit(SOURCE_HITS),
        ),
    }),
  }),
});

export const { useSearchSourcesQuery } = sourceSearchApi;
