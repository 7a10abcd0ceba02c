import { isHttpUrl } from '@/shared/lib/httpUrl';
import type { WebhookEvent } from '@contract/enums';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}

export type WebhookFormErrors = Partial<Record<'url' | 'events', string>>;

/** Client-side checks mirroring the API's (http/https URL, at least one event); empty object = valid. */
export function validateWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = values.url.trim();
  if (!url) errors.url = 'URL is required';
  else if (!isHttpUrl(url)) errors.url = 'Enter a valid http:// or https:// URL';
  if (values.events.length === 0) errors.events = 'Select at least one event';
  return errors;
}
