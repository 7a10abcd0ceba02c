import { baseApi } from '@/shared/api/baseApi';
import { parkSecret, type WithSecretHandle } from '@/shared/lib/secretHandoff';
import type { AdminKey } from './types';

/** POST /user/admin-api-keys reply: the only time `key` exists outside the platform. */
type CreatedAdminKey = Pick<AdminKey, 'id' | 'name' | 'prefix' | 'created_at'> & { key: string };

export type CreatedAdminKeyRow = WithSecretHandle<Omit<CreatedAdminKey, 'key'>>;

// Rows reach the list through realtime (admin_keys table sync), so these mutations invalidate nothing.
export const adminKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // queryFn so the key is split off before RTK Query stores the result: only a handle enters Redux.
    createAdminKey: build.mutation<CreatedAdminKeyRow, { name: string }>({
      async queryFn({ name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/user/admin-api-keys', method: 'POST', body: { name } });
        if (result.error) return { error: result.error };
        return { data: parkSecret(result.data as CreatedAdminKey, 'key') };
      },
      extraOptions: { success: 'Admin key is created', failure: 'Failed creating admin key' },
    }),
    revokeAdminKey: build.mutation<{ id: string }, { id: string }>({
      query: ({ id }) => ({ url: '/user/admin-api-keys', method: 'DELETE', body: { id } }),
      extraOptions: { success: 'Admin key is revoked', failure: 'Failed revoking admin key' },
    }),
  }),
});

export const { useCreateAdminKeyMutation, useRevokeAdminKeyMutation } = adminKeysApi;
