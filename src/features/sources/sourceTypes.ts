import type { SourceType } from './types';

/** Every source type of SPEC §3, in the order the "Add source" picker shows them. */
export const SOURCE_TYPES: readonly SourceType[] = [
  'google_drive',
  'google_calendar',
  'google_mail',
  'dropbox',
  'local',
  'discord',
  'slack',
  'notion',
  'telegram',
  'github_branch',
  'github_issues',
  'push_api',
];

interface SourceTypeInfo {
  /** Human label, also the {provider} of "Unnamed {provider} source" (SPEC §5). */
  label: string;
  description: string;
}

export const SOURCE_TYPE_INFO: Record<SourceType, SourceTypeInfo> = {
  google_drive: { label: 'Google Drive', description: 'Files and folders from a Drive' },
  google_calendar: { label: 'Google Calendar', description: 'Events of one calendar' },
  google_mail: { label: 'Gmail', description: 'Messages under one label' },
  dropbox: { label: 'Dropbox', description: 'Files from a Dropbox folder' },
  local: { label: 'Local files', description: 'Files uploaded from your machine' },
  discord: { label: 'Discord', description: 'Messages of a server channel' },
  slack: { label: 'Slack', description: 'Messages of a workspace' },
  notion: { label: 'Notion', description: 'Pages of a workspace' },
  telegram: { label: 'Telegram', description: 'Messages of a chat' },
  github_branch: { label: 'GitHub branch', description: 'Files of a repository branch' },
  github_issues: { label: 'GitHub issues', description: 'Issues of a repository' },
  push_api: { label: 'Push API', description: 'Documents you push over HTTP' },
};

export function isSourceType(value: string): value is SourceType {
  return (SOURCE_TYPES as readonly string[]).includes(value);
}

/** Label for a type; unknown values (a newer platform) fall back to the raw value. */
export function sourceTypeLabel(type: string): string {
  return isSourceType(type) ? SOURCE_TYPE_INFO[type].label : type;
}
