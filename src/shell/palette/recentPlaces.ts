import { RECENT_STORAGE_PREFIX } from '@/shared/session/accountStorage';

/** A place the user visited, as the palette's Recent group lists it: names and paths, never secrets. */
export interface RecentPlace {
  path: string;
  label: string;
}

export const RECENT_LIMIT = 8;

const key = (userId: string) => `${RECENT_STORAGE_PREFIX}${userId}`;

const isPlace = (value: unknown): value is RecentPlace =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentPlace).path === 'string' &&
  typeof (value as RecentPlace).label === 'string';

/** The user's last places, newest first; anything unreadable counts as none. */
export function readRecentPlaces(userId: string, storage: Storage = localStorage): RecentPlace[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPlace).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Puts `place` first (once by path and once by label: one page under two addresses, e.g. with a tab in
 * its hash, is one entry), keeping the last RECENT_LIMIT; a full or blocked storage loses nothing else.
 */
export function rememberPlace(userId: string, place: RecentPlace, storage: Storage = localStorage): void {
  const others = readRecentPlaces(userId, storage).filter(
    (known) => known.path !== place.path && known.label !== place.label,
  );
  const places = [place, ...others];
  try {
    storage.setItem(key(userId), JSON.stringify(places.slice(0, RECENT_LIMIT)));
  } catch {
    // Quota or privacy mode: Recent is a convenience, so it just stays as it was.
  }
}
