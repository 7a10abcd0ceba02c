/** Rows of public.indexing_runs (DESIGN §10), snake_case as the database returns them. */
export type RunStatus = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

export interface IndexingRun {
  id: string;
  owner_id: string;
  project_id: string;
  source_id: string;
  kind: 'init' | 'update' | 'rebuild';
  trigger: 'manual' | 'schedule' | 'push';
  status: RunStatus;
  started_at: string;
  finished_at: string | null;
  documents_added: number;
  documents_updated: number;
  documents_removed: number;
  documents_failed: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export const isActiveRun = (run: Pick<IndexingRun, 'status'>) => run.status === 'QUEUED' || run.status === 'RUNNING';
