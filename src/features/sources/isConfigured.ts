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

/** Types that connect to a provider at all; push_api and local are configured by an entrypoint alone. */
export function connectsToProvider(type: Source['type']): boolean {
  return type !== 'push_api' && type !== 'local';
}

/**
 * Whether indexing can start: a provider connection (Discord: with its server chosen), or an
 * entrypoint for push-style sources. Broader than SPEC §4's badge, which never counts e.g. Dropbox.
 */
export function isReadyToIndex(source: Pick<Source, 'type' | 'custom'>): boolean {
  if (!connectsToProvider(source.type)) return Boolean(source.custom?.entrypoint);
  return hasConnection(source) && (source.type !== 'discord' || Boolean(source.custom?.guildId));
}
