import { createAction } from '@reduxjs/toolkit';

/** The signed-in user as the store keeps it: serializable, and never the access token. */
export interface SessionUser {
  id: string;
  email: string | null;
  user_metadata: { name?: string } & Record<string, unknown>;
}

/**
 * Cross-feature event: the session slice stores the user, the ui slice derives
 * ready and its no-user error from it. null means signed out.
 */
export const userChanged = createAction<SessionUser | null>('session/userChanged');

/**
 * Whether `next` is another account than the one the session holds. The first resolution is not a
 * change: nothing of anyone was loaded before it.
 */
export function accountChanged(
  session: { user: SessionUser | null; resolved: boolean },
  next: SessionUser | null,
): boolean {
  return session.resolved && (session.user?.id ?? null) !== (next?.id ?? null);
}
