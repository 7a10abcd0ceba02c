/** Row shapes of the public tables (DESIGN §5) as PGlite returns them. */
export interface ProjectSettings {
  description: string;
  region: 'eu-west' | 'us-east';
  features: { graphqlIntrospection: boolean; semanticSearch: boolean; webhookDelivery: boolean };
}

export interface ProjectRow {
  id: string;
  owner_id: string;
  name: string;
  state: 'active' | 'paused' | 'restoring' | 'deleted';
  settings: Partial<ProjectSettings>;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type SourceStatus = 'IDLE' | 'INITIALIZING' | 'UPDATING' | 'DELETING';

export interface SourceCustom {
  tokens?: { refresh_token?: string; token?: string };
  account?: string;
  entrypoint?: Record<string, unknown>;
  guildId?: string;
  [key: string]: unknown;
}

export interface SourceRow {
  id: string;
  owner_id: string;
  project_id: string;
  name: string;
  provider: string;
  type: string;
  custom: SourceCustom | null;
  status: SourceStatus;
  documents_count: number;
  progress: { done: number; total: number } | null;
  last_indexed_at: Date | null;
  schedule: 'manual' | 'hourly' | 'daily';
  next_run_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
