/** Rows of public.webhooks (DESIGN §5); the signing secret is shown once, never stored here. */
export interface Webhook {
  id: string;
  owner_id: string;
  project_id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  secret_prefix: string;
  created_at: string;
  updated_at: string;
}
