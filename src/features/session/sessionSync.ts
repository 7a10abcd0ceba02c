import { isAuthSessionMissingError, type AuthChangeEvent, type Session } from '@supabase/supabase-js';
import type { Dispatch } from '@reduxjs/toolkit';
import { getSupabase } from '@/shared/supabase/client';
import { clearSessionResetMarker, resetDeadSession } from '@/shared/supabase/sessionReset';
import { userChanged } from '@/shared/session/sessionEvents';
import { toSessionUser } from '@/features/session/toSessionUser';

const TRACKED: ReadonlySet<AuthChangeEvent> = new Set([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'SIGNED_OUT',
  'USER_UPDATED',
]);

let checked: Promise<void> = Promise.resolve();

/** Settles once the stored session has been checked with the server (at once when there was none). */
export const sessionChecked = (): Promise<void> => checked;

/**
 * Mirrors the Supabase session into the store (user only). supabase-js itself hands every new
 * access token to Realtime on SIGNED_IN / TOKEN_REFRESHED / INITIAL_SESSION and drops it on SIGNED_OUT.
 */
export function startSessionSync(dispatch: Dispatch): () => void {
  const supabase = getSupabase();
  let last = '';
  const onChange = (event: AuthChangeEvent, session: Session | null) => {
    if (!TRACKED.has(event)) return;
    const user = toSessionUser(session?.user);
    const serialized = JSON.stringify(user);
    // Token refreshes and tab re-focus repeat SIGNED_IN with the same user; skip those.
    if (serialized === last) return;
    last = serialized;
    dispatch(userChanged(user));
  };
  const { data } = supabase.auth.onAuthStateChange(onChange);
  checked = verifySessionWithServer().catch(() => undefined);
  return () => data.subscription.unsubscribe();
}

/** On load the stored session is checked with the server; a dead one is cleared. */
async function verifySessionWithServer(): Promise<void> {
  const supabase = getSupabase();
  // Where the check started: a rejected session may sign out (and leave for /login) before it ends.
  const checkedOn = window.location.pathname;
  const { data: local } = await supabase.auth.getSession();
  if (!local.session) return;
  // With the token passed, getUser does not hold the auth lock during the round trip, so the first
  // page's selects and API calls (which read the session under that lock) do not wait for this check.
  const { data, error } = await supabase.auth.getUser(local.session.access_token);
  if (data.user) {
    clearSessionResetMarker();
    return;
  }
  // A revoked session (server: 403 session_not_found) arrives as AuthSessionMissingError, status 400.
  const dead =
    error &&
    (isAuthSessionMissingError(error) || ('status' in error && (error.status === 401 || error.status === 403)));
  if (dead) await resetDeadSession(undefined, checkedOn);
}
