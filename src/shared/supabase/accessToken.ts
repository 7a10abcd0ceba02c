import { getSupabase } from '@/shared/supabase/client';

/**
 * The session's access token at this moment, or null when signed out. getSession() re-reads the
 * cookie on every call (and refreshes a near-expiry token), so a refreshed token is seen at once.
 */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? null;
}
