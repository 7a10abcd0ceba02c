import { baseApi } from '@/shared/api/baseApi';
import type {
  SaveCheckBody,
  SearchChecksReply,
  SearchHistoryRow,
  SearchQueryInput,
  SearchResult,
} from '@contract/search';
import type { DocumentNameHit } from '@contract/documentNames';

export type SearchArgs = { projectId: string } & Omit<SearchQueryInput, 'limit'> & { limit?: number };

const project = (projectId: string) => `projects/${encodeURIComponent(projectId)}`;

// Searches, their history and saved checks are read from the dashboard API; nothing here is synced live.
export const searchApi = baseApi.enhanceEndpoints({ addTagTypes: ['SearchHistory', 'SearchChecks'] }).injectEndpoints({
  endpoints: (build) => ({
    searchDocuments: build.query<SearchResult, SearchArgs>({
      query: ({ projectId, ...params }) => ({ url: `${project(projectId)}/search`, params }),
      keepUnusedDataFor: 30,
      // A settled search adds to the history; one made while typing (`typeahead: '1'`) is not kept there.
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        if (arg.typeahead !== '1') dispatch(searchApi.util.invalidateTags(['SearchHistory']));
      },
      extraOptions: { failure: 'Failed searching documents' },
    }),
    // The command palette's lookup of the current project's documents by name (prefix, typos tolerated).
    documentNames: build.query<DocumentNameHit[], { projectId: string; q: string; limit: number }>({
      query: ({ projectId, q, limit }) => ({ url: `${project(projectId)}/document-names`, params: { q, limit } }),
      keepUnusedDataFor: 30,
      extraOptions: { failure: 'Failed searching documents' },
    }),
    searchHistory: build.query<SearchHistoryRow[], string>({
      query: (projectId) => ({ url: `${project(projectId)}/search/history` }),
      providesTags: ['SearchHistory'],
      extraOptions: { failure: 'Failed fetching recent searches' },
    }),
    searchChecks: build.query<SearchChecksReply, { projectId: string; k: number }>({
      query: ({ projectId, k }) => ({ url: `${project(projectId)}/search/checks`, params: { k } }),
      providesTags: ['SearchChecks'],
      extraOptions: { failure: 'Failed fetching saved checks' },
    }),
    saveCheck: build.mutation<{ id: string }, { projectId: string } & SaveCheckBody>({
      query: ({ projectId, ...body }) => ({ url: `${project(projectId)}/search/checks`, method: 'POST', body }),
      invalidatesTags: ['SearchChecks'],
      extraOptions: { success: 'Check is saved', failure: 'Failed saving check' },
    }),
    deleteCheck: build.mutation<{ id: string }, { projectId: string; id: string }>({
      query: ({ projectId, id }) => ({
        url: `${project(projectId)}/search/checks/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['SearchChecks'],
      extraOptions: { success: 'Check is deleted', failure: 'Failed deleting check' },
    }),
    runChecks: build.mutation<SearchChecksReply, { projectId: string; k: number }>({
      query: ({ projectId, k }) => ({ url: `${project(projectId)}/search/checks/run`, method: 'POST', params: { k } }),
      invalidatesTags: ['SearchChecks'],
      extraOptions: { failure: 'Failed running checks' },
    }),
  }),
});

export const {
  useSearchDocumentsQuery,
  useDocumentNamesQuery,
  useSearchHistoryQuery,
  useSearchChecksQuery,
  useSaveCheckMutation,
  useDeleteCheckMutation,
  useRunChecksMutation,
} = searchApi;
