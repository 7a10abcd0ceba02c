import { baseApi } from '@/shared/api/baseApi';
import type { KeyRequestCounts } from '@contract/apiRequests';

// Rows reach the list through realtime (api_keys table sync), so these mutations invalidate nothing.
// Creating a key is shared with the push quick start: src/shared/apiKeys/generateApiKeyApi.ts.
export const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Requests per key in the last 24 hours, from the project's request log.
    getKeyRequestCounts: build.query<KeyRequestCounts, { projectId: string }>({
      query: ({ projectId }) => ({ url: `projects/${encodeURIComponent(projectId)}/requests/keys` }),
      extraOptions: { failure: 'Failed fetching key usage' },
    }),
    deleteApiKey: build.mutation<{ id: string }, { projectId: string; id: string }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/api-keys`, method: 'DELETE', body: { id } }),
      extraOptions: { success: 'API key is deleted', failure: 'Failed deleting API key' },
    }),
  }),
});

export const { useDeleteApiKeyMutation, useGetKeyRequestCountsQuery } = apiKeysApi;
