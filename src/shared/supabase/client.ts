import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SESSION_INACTIVITY_SECONDS } from '@contract/constants';
import { env } from '@/shared/config/env';

let client: SupabaseClient | undefined;

/**
 * The one browser client: cookie session (@supabase/ssr), no auth-callback parsing of the URL. The
 * cookie lives as long as an unused session does (not @supabase/ssr's 400 days), is SameSite=Lax and
 * Secure over https; JavaScript must read it, so it cannot be HttpOnly.
 */
export function getSupabase(): SupabaseClient {
  client ??= createBrowserClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { detectSessionInUrl: false },
    cookieOptions: {
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
      maxAge: SESSION_INACTIVITY_SECONDS,
    },
  });
  return client;
}
