/** The events a webhook can subscribe to (lead contract: the create form's checklist). */
export const WEBHOOK_EVENTS = [
  'source.created',
  'source.deleted',
  'source.connected',
  'indexing.started',
  'indexing.completed',
  'indexing.failed',
  'document.indexed',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
