/** localStorage key prefix of the GraphQL playground's state (tabs, history, headers) per project. */
export const PLAYGROUND_STORAGE_PREFIX = 'playground:';
/** localStorage key prefix of the command palette's Recent places per user. */
export const RECENT_STORAGE_PREFIX = 'dashboard.recent.';

// GraphiQL's own default namespace too, in case a part of it ever writes outside the given storage.
const ACCOUNT_PREFIXES = [PLAYGROUND_STORAGE_PREFIX, RECENT_STORAGE_PREFIX, 'graphiql:'];

/**
 * Removes what the browser remembers of an account (playground headers may hold API keys, Recent holds
 * project names), so the next person signing in on this browser cannot read it.
 */
export function clearAccountStorage(storage: Storage = localStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && ACCOUNT_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked (privacy mode): nothing was written there either.
  }
}
