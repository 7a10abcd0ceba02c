import { baseApi } from '@/shared/api/baseApi';
import { parkSecret, type WithSecretHandle } from '@/shared/lib/secretHandoff';
import type { CreateWebhookBody } from '@contract/schemas';
import type { Webhook } from './types';

/** POST /projects/:projectId/webhooks reply: the only time the signing `secret` is sent. */
type CreatedWebhook = Pick<Webhook, 'id' | 'url' | 'events' | 'description' | 'enabled'> & { secret: string };

export type CreatedWebhookRow = WithSecretHandle<Omit<CreatedWebhook, 'secret'>>;

// Rows reach the list through realtime (webhooks table sync), so these mutations invalidate nothing.
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // queryFn so the signing secret is split off before RTK Query stores the result: only a handle enters Redux.
    createWebhook: build.mutation<CreatedWebhookRow, { projectId: string } & CreateWebhookBody>({
      async queryFn({ projectId, ...body }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `/projects/${projectId}/webhooks`, method: 'POST', body });
        if (result.error) return { error: result.error };
        return { data: parkSecret(result.data as CreatedWebhook, 'secret') };
      },
      extraOptions: { success: 'New webhook is created', failure: 'Failed creating new webhook' },
    }),
    deleteWebhook: build.mutation<{ id: string }, { projectId: string; id: string }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/webhooks/${id}`, method: 'DELETE' }),
      extraOptions: { success: 'Webhook is deleted', failure: 'Failed deleting webhook' },
    }),
  }),
});

export const { useCreateWebhookMutation, useDeleteWebhookMutation } = webhooksApi;
