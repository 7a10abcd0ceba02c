import type { EntrypointKind, SourceType } from './enums';
import type { SourceCustom } from './rows';

export interface SourceTypeInfo {
  /** Human label, also the {provider} of "Unnamed {provider} source" (SPEC §5). */
  label: string;
  /** The provider family stored in sources.provider and used in /oauth/<provider>/authorize. */
  provider: string;
  /** How custom.tokens marks a connection; null for types that never connect. */
  tokenField: 'refresh_token' | 'token' | null;
  /** The entrypoint kinds the type offers, the one browsed first leading. */
  entrypoints: readonly EntrypointKind[];
}

export const SOURCE_TYPE_INFO: Record<SourceType, SourceTypeInfo> = {
  google_drive: { label: 'Google Drive', provider: 'google', tokenField: 'refresh_token', entrypoints: ['folder'] },
  google_calendar: {
    label: 'Google Calendar',
    provider: 'google',
    tokenField: 'refresh_token',
    entrypoints: ['calendar'],
  },
  google_mail: { label: 'Gmail', provider: 'google', tokenField: 'refresh_token', entrypoints: ['label'] },
  dropbox: { label: 'Dropbox', provider: 'dropbox', tokenField: 'refresh_token', entrypoints: ['folder'] },
  discord: { label: 'Discord', provider: 'discord', tokenField: 'refresh_token', entrypoints: ['guild', 'channel'] },
  slack: { label: 'Slack', provider: 'slack', tokenField: 'refresh_token', entrypoints: ['workspace'] },
  notion: { label: 'Notion', provider: 'notion', tokenField: 'refresh_token', entrypoints: ['workspace'] },
  telegram: { label: 'Telegram', provider: 'telegram', tokenField: 'refresh_token', entrypoints: ['chat'] },
  github_branch: {
    label: 'GitHub branch',
    provider: 'github',
    tokenField: 'token',
    entrypoints: ['repository', 'branch'],
  },
  github_issues: { label: 'GitHub issues', provider: 'github', tokenField: 'token', entrypoints: ['repository'] },
  push_api: { label: 'Push API', provider: 'push', tokenField: null, entrypoints: ['push'] },
  local: { label: 'Local files', provider: 'local', tokenField: null, entrypoints: ['folder'] },
};

export function isSourceType(value: string): value is SourceType {
  return Object.hasOwn(SOURCE_TYPE_INFO, value);
}

/** Types that connect to a provider at all; push_api and local are configured by an entrypoint alone. */
export const connectsToProvider = (type: SourceType) => SOURCE_TYPE_INFO[type].tokenField !== null;

/** Whether the source holds its type's provider token. */
export function isConnected(type: SourceType, custom: SourceCustom | null): boolean {
  const field = SOURCE_TYPE_INFO[type].tokenField;
  return field !== null && Boolean(custom?.tokens?.[field]);
}

// Issue #13: connection and configuration are separate facts. A linked account is linked for every
// type; a source is configured (ready to index) once its account is linked, where it has one, and its
// entrypoint is chosen (Discord: with its guild). The dashboard's controls and the API say the same.
export const CONNECT_FIRST = 'Connect the source first';
export const CHOOSE_ENTRYPOINT_FIRST = 'Choose an entrypoint first';

/** Why indexing cannot start yet, or null when the source is configured. */
export function indexingBlocker(type: SourceType, custom: SourceCustom | null): string | null {
  if (connectsToProvider(type) && !isConnected(type, custom)) return CONNECT_FIRST;
  if (!custom?.entrypoint) return CHOOSE_ENTRYPOINT_FIRST;
  if (type === 'discord' && !custom.guildId) return CHOOSE_ENTRYPOINT_FIRST;
  return null;
}
