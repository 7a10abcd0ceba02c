import { baseApi } from '@/shared/api/baseApi';
import type { SemanticStatus } from '@contract/search';

const base = (projectId: string) => `projects/${encodeURIComponent(projectId)}/semantic-search`;

// What the semantic search switch has done: the embedder, the vectors and the latest embedding run.
export const semanticSearchApi = baseApi.enhanceEndpoints({ addTagTypes: ['SemanticStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    semanticStatus: build.query<SemanticStatus, string>({
      query: (projectId) => ({ url: base(projectId) }),
      providesTags: ['SemanticStatus'],
      extraOptions: { failure: 'Failed fetching semantic search status' },
    }),
    cancelEmbedding: build.mutation<{ id: string }, string>({
      query: (projectId) => ({ url: `${base(projectId)}/cancel`, method: 'POST' }),
      invalidatesTags: ['SemanticStatus'],
      extraOptions: { success: 'Embedding run is cancelled', failure: 'Failed cancelling embedding run' },
    }),
  }),
});

export const { useSemanticStatusQuery, useCancelEmbeddingMutation } = semanticSearchApi;
