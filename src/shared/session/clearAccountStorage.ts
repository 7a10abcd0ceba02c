import { ACCOUNT_PREFIXES } from './accountStorage';

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
