/** Rows of public.admin_keys (DESIGN §5); the key itself is shown once, never stored here. */
export interface AdminKey {
  id: string;
  owner_id: string;
  name: string;
  prefix: string;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}
