import { baseApi } from '@/shared/api/baseApi';
import { parkSecret, type WithSecretHandle } from '@/shared/lib/secretHandoff';

/** An API key row as the create call answers it, less the key. */
export interface GeneratedApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
}

export type GeneratedApiKey = WithSecretHandle<GeneratedApiKeyRow>;

// Shared because two features create project keys: the API keys page and the push quick start.
export const generateApiKeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // queryFn so the key is split off before RTK Query stores the result: only a handle enters Redux.
    generateApiKey: build.mutation<GeneratedApiKey, { projectId: string; name: string }>({
      async queryFn({ projectId, name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `/projects/${projectId}/api-keys`, method: 'POST', body: { name } });
        if (result.error) return { error: result.error };
        return { data: parkSecret(result.data as GeneratedApiKeyRow & { key: string }, 'key') };
      },
      extraOptions: { success: 'New API key is generated', failure: 'Failed generating new API key' },
    }),
  }),
});

export const { useGenerateApiKeyMutation } = generateApiKeyApi;
