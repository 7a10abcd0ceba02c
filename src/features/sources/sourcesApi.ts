import { baseApi } from '@/shared/api/baseApi';
import { isHttpUrl } from '@/shared/lib/httpUrl';
import type { EntrypointKind, EntrypointOption } from './entrypoints';
import type { DocumentCounts } from '@contract/measures';
import type { ConnectSourceBody, CreateSourceBody, PatchSourceBody } from '@contract/schemas';
import type { Source } from './types';
import { SOURCE_CALL_FAILURE } from './sourceCallFailure';

interface SourceRef {
  projectId: string;
  sourceId: string;
}

const sourcePath = ({ projectId, sourceId }: SourceRef) => `projects/${projectId}/sources/${sourceId}`;

export const REDIRECT_MESSAGE = "You will be redirected to the provider's login page.";

/** Connect reply: a provider login to visit, or the provider's answer when the source is connected. */
export interface ConnectResult {
  redirectUrl?: string;
  providerResponse?: { account?: string };
}

export type IndexingAction = 'init' | 'update' | 'rebuild';

const INDEXING_SUCCESS: Record<IndexingAction, string> = {
  init: 'Source indexing indexing started',
  update: 'Source update started',
  rebuild: 'Source rebuild started',
};

// Rows reach the lists through realtime (sources table sync); only entrypoint options are cached here.
export const sourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const indexing = (action: IndexingAction) =>
      build.mutation<Source, SourceRef>({
        query: (ref) => ({ url: `${sourcePath(ref)}/indexing/${action}`, method: 'POST' }),
        extraOptions: { success: INDEXING_SUCCESS[action], failure: SOURCE_CALL_FAILURE },
      });
    return {
      createSource: build.mutation<Source, { projectId: string } & CreateSourceBody>({
        query: ({ projectId, ...body }) => ({
          url: `projects/${projectId}/sources`,
          method: 'POST',
          body,
        }),
        extraOptions: { success: 'Source is created', failure: SOURCE_CALL_FAILURE },
      }),
      updateSource: build.mutation<Source, SourceRef & PatchSourceBody>({
        query: ({ projectId, sourceId, ...body }) => ({
          url: sourcePath({ projectId, sourceId }),
          method: 'PATCH',
          body,
        }),
        extraOptions: { success: 'Source is updated', failure: 'Failed updating source' },
      }),
      deleteSource: build.mutation<{ id: string }, SourceRef>({
        query: (ref) => ({ url: sourcePath(ref), method: 'DELETE' }),
        extraOptions: { success: 'Source is deleted', failure: 'Failed deleting source' },
      }),
      // GitHub's lists come a page at a time; nextPage is null on the last one.
      listEntrypointOptions: build.query<
        { options: EntrypointOption[]; nextPage?: number | null },
        SourceRef & { kind: EntrypointKind; parent?: string; page?: number }
      >({
        query: ({ kind, parent, page, ...ref }) => ({
          url: `${sourcePath(ref)}/list-entry-point-options/${kind}`,
          params: { parent, page: page && page > 1 ? page : undefined },
        }),
        providesTags: ['EntrypointOptions'],
        extraOptions: { success: 'Entrypoints are listed', failure: SOURCE_CALL_FAILURE },
      }),
      // `version` only keys the cache: a new one (the source's status or indexed count moved) reads again.
      documentCounts: build.query<DocumentCounts, SourceRef & { version: string }>({
        query: (ref) => `${sourcePath(ref)}/document-counts`,
        extraOptions: { failure: 'Failed fetching document counts' },
      }),
      setEntrypoint: build.mutation<Source, SourceRef & { kind: EntrypointKind; entrypoint: Record<string, unknown> }>({
        query: ({ kind, entrypoint, ...ref }) => ({
          url: `${sourcePath(ref)}/set-entry-point/${kind}`,
          method: 'PATCH',
          body: entrypoint,
        }),
        extraOptions: { success: 'Entrypoint is set', failure: 'Failed setting entrypoint' },
      }),
      connectSource: build.mutation<ConnectResult, SourceRef & { body: ConnectSourceBody }>({
        query: ({ body, ...ref }) => ({ url: `${sourcePath(ref)}/connect`, method: 'POST', body }),
        invalidatesTags: (result) => (result?.providerResponse ? ['EntrypointOptions'] : []),
        extraOptions: {
          // No redirect message for an address that will not be followed: ConnectionCard reports it.
          success: (data) => {
            const reply = data as ConnectResult | null;
            if (reply?.providerResponse) return 'Source is connected';
            return typeof reply?.redirectUrl === 'string' && isHttpUrl(reply.redirectUrl) ? REDIRECT_MESSAGE : null;
          },
          failure: SOURCE_CALL_FAILURE,
        },
      }),
      disconnectSource: build.mutation<Source, SourceRef>({
        query: (ref) => ({ url: `${sourcePath(ref)}/disconnect`, method: 'POST' }),
        invalidatesTags: (result) => (result ? ['EntrypointOptions'] : []),
        extraOptions: { success: 'Source is disconnected', failure: SOURCE_CALL_FAILURE },
      }),
      initIndexing: indexing('init'),
      updateIndexing: indexing('update'),
      rebuildIndexing: indexing('rebuild'),
      cancelIndexing: build.mutation<Source, SourceRef>({
        query: (ref) => ({ url: `${sourcePath(ref)}/indexing/cancel`, method: 'POST' }),
        extraOptions: { success: 'Indexing is cancelled', failure: 'Failed cancelling indexing' },
      }),
    };
  },
});

export const {
  useCreateSourceMutation,
  useUpdateSourceMutation,
  useDeleteSourceMutation,
  useListEntrypointOptionsQuery,
  useDocumentCountsQuery,
  useSetEntrypointMutation,
  useConnectSourceMutation,
  useDisconnectSourceMutation,
  useInitIndexingMutation,
  useUpdateIndexingMutation,
  useRebuildIndexingMutation,
  useCancelIndexingMutation,
} = sourcesApi;
