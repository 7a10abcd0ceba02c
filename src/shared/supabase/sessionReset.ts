import { isLoginPath } from '@/shared/routing/paths';
import { getSupabase } from '@/shared/supabase/client';

const MARKER = 'dashboard:session-reset';

/** Window hooks, injectable for tests. */
export interface ResetEnvironment {
  pathname: () => string;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  signOutLocal: () => Promise<unknown>;
}

const browserEnvironment = (): ResetEnvironment => ({
  pathname: () => window.location.pathname,
  reload: () => window.location.reload(),
  storage: window.sessionStorage,
  signOutLocal: () => getSupabase().auth.signOut({ scope: 'local' }),
});

/**
 * A dead session (401/403): clear the auth cookie and reload once, so the app restarts signed out.
 * The cookie is cleared everywhere (a dead session on the login page would otherwise sign the user
 * "in" to a broken app), but the login route never reloads; the sessionStorage marker stops a loop.
 * `failedOn` is the path the failing call started from: by the time it fails, supabase-js may have
 * signed out itself and the app may already show the login route.
 */
export async function resetDeadSession(
  environment: ResetEnvironment = browserEnvironment(),
  failedOn: string = environment.pathname(),
): Promise<boolean> {
  await environment.signOutLocal().catch(() => undefined);
  if (isLoginPath(failedOn) || environment.storage.getItem(MARKER)) return false;
  environment.storage.setItem(MARKER, String(Date.now()));
  environment.reload();
  return true;
}

/** Called once a user is confirmed by the server: a later dead session may reload again. */
export function clearSessionResetMarker(storage: Pick<Storage, 'removeItem'> = window.sessionStorage): void {
  storage.removeItem(MARKER);
}
