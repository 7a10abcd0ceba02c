/** Rows of public.api_keys: the shared contract's shape; the key itself is shown once, never stored here. */
export type { ApiKeyRow as ApiKey } from '@contract/rows';
