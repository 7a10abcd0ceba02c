import {
  IconApi,
  IconBrandDiscord,
  IconBrandDropbox,
  IconBrandGithub,
  IconBrandGmail,
  IconBrandGoogleDrive,
  IconBrandNotion,
  IconBrandSlack,
  IconBrandTelegram,
  IconCalendar,
  IconFolder,
  IconGitBranch,
  type Icon,
} from '@tabler/icons-react';
import type { SourceType } from './types';

/** One icon per source type (kept apart from sourceTypes.ts so pure helpers stay icon-free). */
export const SOURCE_TYPE_ICONS: Record<SourceType, Icon> = {
  google_drive: IconBrandGoogleDrive,
  google_calendar: IconCalendar,
  google_mail: IconBrandGmail,
  dropbox: IconBrandDropbox,
  local: IconFolder,
  discord: IconBrandDiscord,
  slack: IconBrandSlack,
  notion: IconBrandNotion,
  telegram: IconBrandTelegram,
  github_branch: IconGitBranch,
  github_issues: IconBrandGithub,
  push_api: IconApi,
};
