import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export const ANON_KEY = process.env.LOCAL_ANON_KEY || 'sb_publishable_local_dev_key';
const CHUNK = 3180;

/** A Node supabase-js client against the platform (no storage; ws for realtime). */
export function nodeClient(url: string): SupabaseClient {
  return createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * The cookies @supabase/ssr's browser client reads: `sb-<first host label>-auth-token`, value
 * "base64-" + base64url(session JSON), split into `.0`, `.1`… chunks past 3180 characters.
 */
export function sessionCookies(url: string, session: Session) {
  const { hostname } = new URL(url);
  const name = `sb-${hostname.split('.')[0]}-auth-token`;
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  const base = { domain: hostname, path: '/', sameSite: 'Lax' as const, httpOnly: false, secure: false };
  if (value.length <= CHUNK) return [{ ...base, name, value }];
  const cookies = [];
  for (let index = 0; index * CHUNK < value.length; index += 1) {
    cookies.push({ ...base, name: `${name}.${index}`, value: value.slice(index * CHUNK, (index + 1) * CHUNK) });
  }
  return cookies;
}
