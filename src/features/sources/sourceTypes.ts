import { isSourceType, SOURCE_TYPE_INFO } from '@contract/sourceTypes';
import type { SourceType } from './types';

/** What the "Add source" picker says of each type; labels and the rest come from contract/. */
export const SOURCE_TYPE_DESCRIPTIONS: Record<SourceType, string> = {
  google_drive: 'Files and folders from a Drive',
  google_calendar: 'Events of one calendar',
  google_mail: 'Messages under one label',
  dropbox: 'Files from a Dropbox folder',
  local: "Files in a folder on the platform's machine",
  discord: 'Messages of a server channel',
  slack: 'Messages of a workspace',
  notion: 'Pages of a workspace',
  telegram: 'Messages of a chat',
  github_branch: 'Files of a repository branch',
  github_issues: 'Issues of a repository',
  push_api: 'Documents you push over HTTP',
};

/** Label for a type; unknown values (a newer platform) fall back to the raw value. */
export function sourceTypeLabel(type: string): string {
  return isSourceType(type) ? SOURCE_TYPE_INFO[type].label : type;
}
