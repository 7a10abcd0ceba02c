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
