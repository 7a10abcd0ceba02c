import type { SourceCustom } from './rows';

export const SOURCE_TYPES = [
  'google_drive',
  'google_calendar',
  'local',
  'dropbox',
  'discord',
  'slack',
  'notion',
  'google_mail',
  'telegram',
  'github_branch',
  'github_issues',
  'push_api',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const ENTRYPOINT_KINDS = [
  'folder',
  'calendar',
  'repository',
  'branch',
  'guild',
  'channel',
  'workspace',
  'chat',
  'label',
  'push',
] as const;
export type EntrypointKind = (typeof ENTRYPOINT_KINDS)[number];

interface SourceTypeInfo {
  label: string;
  /** The provider family stored in sources.provider and used in /oauth/<provider>/authorize. */
  provider: string;
  /** How custom.tokens marks a connection; null for types that never connect. */
  tokenField: 'refresh_token' | 'token' | null;
  entrypoints: readonly EntrypointKind[];
}

const info: Record<SourceType, SourceTypeInfo> = {
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
  local: { label: 'Local files', provider: 'local', tokenField: null, entrypoints: ['push'] },
};

export const PROVIDER_LABELS: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  dropbox: 'Dropbox',
  discord: 'Discord',
  slack: 'Slack',
  notion: 'Notion',
  telegram: 'Telegram',
};

export const typeInfo = (type: string): SourceTypeInfo => info[type as SourceType];

export const isConnected = (type: string, custom: SourceCustom | null) => {
  const field = typeInfo(type).tokenField;
  return field !== null && Boolean(custom?.tokens?.[field]);
};

/**
 * Why indexing cannot start yet, or null when the source is configured: its account linked (where it
 * has one) and its entrypoint chosen (Discord: with its guild). The same sentences as the dashboard's
 * controls (src/features/sources/isConfigured.ts, issue #13).
 */
export function indexingBlocker(type: string, custom: SourceCustom | null): string | null {
  if (typeInfo(type).tokenField !== null && !isConnected(type, custom)) return 'Connect the source first';
  if (!custom?.entrypoint) return 'Choose an entrypoint first';
  if (type === 'discord' && !custom.guildId) return 'Choose an entrypoint first';
  return null;
}
