import { baseApi } from '@/shared/api/baseApi';
import type { DocumentsArgs, DocumentsPage } from './types';

// Documents are too many for a synced table: they are read in keyset pages from the dashboard API.
export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.infiniteQuery<DocumentsPage, DocumentsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { projectId, ...filters }, pageParam }) => ({
        url: `projects/${encodeURIComponent(projectId)}/documents`,
        params: { ...filters, ...(pageParam ? { after: pageParam } : {}) },
      }),
      extraOptions: { failure: 'Failed fetching documents' },
    }),
  }),
});

export const { useListDocumentsInfiniteQuery } = documentsApi;
