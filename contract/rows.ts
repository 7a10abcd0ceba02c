import type { DocumentStatus, LogSeverity, ProjectState, Region, SourceSchedule, SourceStatus, SourceType } from './enums';

/**
 * Rows of the public tables, snake_case as the database returns them. Timestamps are
 * ISO strings in the browser (PostgREST, realtime) and Date objects in the platform (PGlite): `D`.
 */

export interface ProjectFeatures {
  graphqlIntrospection: boolean;
  semanticSearch: boolean;
  webhookDelivery: boolean;
}

export interface ProjectSettings {
  description?: string;
  region?: Region;
  features?: Partial<ProjectFeatures>;
}

export interface ProjectRow<D = string> {
  id: string;
  owner_id: string;
  name: string;
  state: ProjectState;
  settings: ProjectSettings;
  deleted_at: D | null;
  created_at: D;
  updated_at: D;
}

export interface SourceCustom {
  tokens?: { refresh_token?: string; token?: string };
  entrypoint?: Record<string, unknown>;
  guildId?: string;
  account?: string;
  [key: string]: unknown;
}

export interface SourceRow<D = string> {
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
  last_indexed_at: D | null;
  schedule: SourceSchedule;
  next_run_at: D | null;
  created_at: D;
  updated_at: D;
}

export interface SourceLogRow<D = string> {
  id: string;
  owner_id: string;
  project_id: string;
  source_id: string;
  severity: LogSeverity;
  message: string;
  details: Record<string, unknown> | null;
  /** The indexing run that wrote the line, if any. */
  run_id?: string | null;
  created_at: D;
  updated_at: D;
}

/** The key itself is shown once, never stored in the row. */
export interface ApiKeyRow<D = string> {
  id: string;
  owner_id: string;
  project_id: string;
  name: string;
  prefix: string;
  last_used_at: D | null;
  created_at: D;
  updated_at: D;
}

export interface AdminKeyRow<D = string> {
  id: string;
  owner_id: string;
  name: string;
  prefix: string;
  last_used_at: D | null;
  created_at: D;
  updated_at: D;
}

/** The signing secret is shown once, never stored in the row. */
export interface WebhookRow<D = string> {
  id: string;
  owner_id: string;
  project_id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  secret_prefix: string;
  created_at: D;
  updated_at: D;
}

/** One row of GET /projects/:projectId/documents: the content comes as its first part. */
export interface DocumentListRow<D = string> {
  id: string;
  source_id: string;
  run_id: string | null;
  title: string;
  excerpt: string;
  url: string | null;
  mime_type: string | null;
  status: DocumentStatus;
  error: string | null;
  size_bytes: number | null;
  metadata: Record<string, unknown>;
  created_at: D;
  updated_at: D;
}
