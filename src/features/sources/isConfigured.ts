import { connectsToProvider, isReadyToIndex as readyToIndex } from '@contract/sourceTypes';
import type { Source } from './types';

/** SPEC §4, exactly: whether a source counts as configured/connected. */
export function isSourceConfigured(source: Pick<Source, 'type' | 'custom'>): boolean {
  const custom = source.custom;
  if (!custom) return false;
  switch (source.type) {
    case 'google_drive':
    case 'google_calendar':
      return Boolean(custom.tokens?.refresh_token);
    case 'discord':
      return Boolean(custom.guildId && custom.tokens?.refresh_token);
    case 'github_branch':
    case 'github_issues':
      return Boolean(custom.tokens?.token);
    case 'push_api':
      return custom.entrypoint !== undefined && custom.entrypoint !== null;
    default:
      return false;
  }
}

/** Whether the source holds a provider connection (any token), whatever SPEC §4 says of its type. */
export function hasConnection(source: Pick<Source, 'custom'>): boolean {
  const tokens = source.custom?.tokens;
  return Boolean(tokens?.refresh_token || tokens?.token);
}

export { connectsToProvider };

/**
 * Whether indexing can start (the platform's own rule, contract/sourceTypes.ts): broader than
 * SPEC §4's badge, which never counts e.g. Dropbox.
 */
export const isReadyToIndex = (source: Pick<Source, 'type' | 'custom'>) => readyToIndex(source.type, source.custom);
