/** Rows of public.webhooks: the shared contract's shape; the signing secret is shown once, never stored here. */
export type { WebhookRow as Webhook } from '@contract/rows';
