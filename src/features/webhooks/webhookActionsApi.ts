import { baseApi } from '@/shared/api/baseApi';
import { parkSecret, type WithSecretHandle } from '@/shared/lib/secretHandoff';
import type { WebhookDelivery } from './deliveryTypes';
import type { WebhookEvent } from '@contract/enums';
import type { Webhook } from './types';

export interface WebhookPatch {
  url?: string;
  events?: WebhookEvent[];
  description?: string;
  enabled?: boolean;
}

interface WebhookRef {
  projectId: string;
  webhookId: string;
}

const base = ({ projectId, webhookId }: WebhookRef) => `/projects/${projectId}/webhooks/${webhookId}`;

// Rows change through realtime (webhooks and deliveries table sync), so these mutations invalidate nothing.
export const webhookActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateWebhook: build.mutation<Webhook, WebhookRef & { patch: WebhookPatch }>({
      query: ({ patch, ...ref }) => ({ url: base(ref), method: 'PATCH', body: patch }),
      extraOptions: { success: 'Webhook is updated', failure: 'Failed updating webhook' },
    }),
    sendTestEvent: build.mutation<WebhookDelivery, WebhookRef>({
      query: (ref) => ({ url: `${base(ref)}/test`, method: 'POST', body: {} }),
      extraOptions: { success: 'Test event is sent', failure: 'Failed sending test event' },
    }),
    resendDelivery: build.mutation<WebhookDelivery, WebhookRef & { deliveryId: string }>({
      query: ({ deliveryId, ...ref }) => ({
        url: `${base(ref)}/deliveries/${deliveryId}/resend`,
        method: 'POST',
        body: {},
      }),
      extraOptions: { success: 'Delivery is resent', failure: 'Failed resending delivery' },
    }),
    // queryFn so the new secret is split off before RTK Query stores the result: only a handle enters Redux.
    rotateWebhookSecret: build.mutation<WithSecretHandle<Record<string, never>>, WebhookRef>({
      async queryFn(ref, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `${base(ref)}/rotate-secret`, method: 'POST', body: {} });
        if (result.error) return { error: result.error };
        return { data: parkSecret(result.data as { secret: string }, 'secret') };
      },
      extraOptions: { success: 'Signing secret is rotated', failure: 'Failed rotating signing secret' },
    }),
    // Ends a rotation's 24-hour overlap now: deliveries are signed with the new secret only.
    revokePreviousWebhookSecret: build.mutation<{ revoked: boolean }, WebhookRef>({
      query: (ref) => ({ url: `${base(ref)}/revoke-previous-secret`, method: 'POST', body: {} }),
      extraOptions: { success: 'Previous signing secret is revoked', failure: 'Failed revoking previous signing secret' },
    }),
  }),
});

export const {
  useUpdateWebhookMutation,
  useSendTestEventMutation,
  useResendDeliveryMutation,
  useRotateWebhookSecretMutation,
  useRevokePreviousWebhookSecretMutation,
} = webhookActionsApi;
