/** Rows of public.sources (DESIGN §5), snake_case as the database returns them. */
export type SourceType =
  | 'google_drive'
  | 'google_calendar'
  | 'local'
  | 'dropbox'
  | 'discord'
  | 'slack'
  | 'notion'
  | 'google_mail'
  | 'telegram'
  | 'github_branch'
  | 'github_issues'
  | 'push_api';

export type SourceSchedule = 'manual' | 'hourly' | 'daily';

export type SourceStatus = 'IDLE' | 'INITIALIZING' | 'UPDATING' | 'DELETING';

export interface SourceTokens {
  refresh_token?: string;
  token?: string;
}

export interface SourceCustom {
  tokens?: SourceTokens;
  entrypoint?: Record<string, unknown>;
  guildId?: string;
  account?: string;
  [key: string]: unknown;
}

export interface Source {
  id: string;
  owner_id: string;
  project_id: string;
  name: string;
  provider: string;
  type: SourceType;
  custom: SourceCustom | null;
  status: SourceStatus;
  documents_count: number;
  progress: { done: number; total: number } | null;
  last_indexed_at: string | null;
  schedule: SourceSchedule;
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}
