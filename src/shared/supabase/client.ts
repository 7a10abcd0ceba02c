import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/shared/config/env';

let client: SupabaseClient | undefined;

/** The one browser client: cookie session (@supabase/ssr), no auth-callback parsing of the URL. */
export function getSupabase(): SupabaseClient {
  client ??= createBrowserClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { detectSessionInUrl: false },
  });
  return client;
}
