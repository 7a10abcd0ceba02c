import { baseApi } from '@/shared/api/baseApi';
import { parkSecret, type WithSecretHandle } from '@/shared/lib/secretHandoff';
import type { KeyRequestCounts } from '@contract/apiRequests';
import type { ApiKey } from './types';

/** POST /projects/:projectId/api-keys reply: the only time `key` exists outside the platform. */
type CreatedApiKey = Pick<ApiKey, 'id' | 'name' | 'prefix' | 'created_at'> & { key: string };

export type GeneratedApiKey = WithSecretHandle<Omit<CreatedApiKey, 'key'>>;

// Rows reach the list through realtime (api_keys table sync), so these mutations invalidate nothing.
export const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Requests per key in the last 24 hours, from the project's request log.
    getKeyRequestCounts: build.query<KeyRequestCounts, { projectId: string }>({
      query: ({ projectId }) => ({ url: `projects/${encodeURIComponent(projectId)}/requests/keys` }),
      extraOptions: { failure: 'Failed fetching key usage' },
    }),
    // queryFn so the key is split off before RTK Query stores the result: only a handle enters Redux.
    generateApiKey: build.mutation<GeneratedApiKey, { projectId: string; name: string }>({
      async queryFn({ projectId, name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `/projects/${projectId}/api-keys`, method: 'POST', body: { name } });
        if (result.error) return { error: result.error };
        return { data: parkSecret(result.data as CreatedApiKey, 'key') };
      },
      extraOptions: { success: 'New API key is generated', failure: 'Failed generating new API key' },
    }),
    deleteApiKey: build.mutation<{ id: string }, { projectId: string; id: string }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/api-keys`, method: 'DELETE', body: { id } }),
      extraOptions: { success: 'API key is deleted', failure: 'Failed deleting API key' },
    }),
  }),
});

export const { useGenerateApiKeyMutation, useDeleteApiKeyMutation, useGetKeyRequestCountsQuery } = apiKeysApi;
