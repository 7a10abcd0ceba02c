export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'RETRYING';

/** Rows of public.webhook_deliveries: one event sent to one webhook. */
export interface WebhookDelivery {
  id: string;
  owner_id: string;
  project_id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  created_at: string;
  updated_at: string;
}

/** Rows of public.webhook_delivery_attempts: one HTTP request of a delivery, as sent and as answered. */
export interface WebhookDeliveryAttempt {
  id: string;
  owner_id: string;
  delivery_id: string;
  attempt: number;
  started_at: string;
  duration_ms: number | null;
  status_code: number | null;
  error: string | null;
  request_headers: Record<string, string> | null;
  request_body: string | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}

export const DELIVERY_STATUSES: DeliveryStatus[] = ['PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED'];
