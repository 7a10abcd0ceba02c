import { baseApi } from '@/shared/api/baseApi';
import { getSupabase } from '@/shared/supabase/client';
import { selectRows } from '@/shared/supabase/selectRows';
import { tableActions } from '@/shared/supabase/tableActions';
import type { RootState } from '@/shared/store/rootState';
import { SOURCES_PAGE_SIZE } from './sourcesPaging';
import { selectSourceIdsByProject } from './sourcesSlice';
import type { Source } from './types';

// The first page of a project's sources (the table's order: oldest first), read through RLS like the
// synced list. Its rows go into the sources table, unless a sync has brought the project's sources since.
export const sourcesFirstPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sourcesFirstPage: build.query<Source[], string>({
      // Read again on every first visit: the sync's rows replace these as soon as it lands.
      keepUnusedDataFor: 0,
      queryFn: (projectId) =>
        selectRows<Source>(() =>
          getSupabase()
            .from('sources')
            .select('*')
            .eq('project_id', projectId)
            .order('created_at', { ascending: true })
            .order('id', { ascending: true })
            .limit(SOURCES_PAGE_SIZE),
        ),
      async onQueryStarted(projectId, { dispatch, getState, queryFulfilled }) {
        // A failed read shows nothing early; the sync's own read follows it and reports.
        const rows = await queryFulfilled.then(({ data }) => data).catch(() => [] as Source[]);
        if (rows.length === 0 || selectSourceIdsByProject(getState() as RootState, projectId).length > 0) return;
        dispatch(
          tableActions<Source>('sources').changesApplied({ changes: rows.map((row) => ({ kind: 'upsert', row })) }),
        );
      },
    }),
  }),
});

export const { useSourcesFirstPageQuery } = sourcesFirstPageApi;
