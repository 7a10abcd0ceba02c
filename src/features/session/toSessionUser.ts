import type { User } from '@supabase/supabase-js';
import type { SessionUser } from '@/shared/session/sessionEvents';

/** Only what the UI needs, as plain JSON: no tokens, no identities. */
export function toSessionUser(user: User | null | undefined): SessionUser | null {
  if (!user) return null;
  return { id: user.id, email: user.email ?? null, user_metadata: { ...(user.user_metadata ?? {}) } };
}
