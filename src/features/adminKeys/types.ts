/** Rows of public.admin_keys: the shared contract's shape; the key itself is shown once, never stored here. */
export type { AdminKeyRow as AdminKey } from '@contract/rows';
