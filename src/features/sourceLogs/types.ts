/** Rows of public.source_logs (DESIGN §5). */
export type LogSeverity = 'ERROR' | 'WARNING' | 'INFO';

export interface SourceLog {
  id: string;
  owner_id: string;
  project_id: string;
  source_id: string;
  severity: LogSeverity;
  message: string;
  details: Record<string, unknown> | null;
  /** The indexing run that wrote the line (DESIGN §10); absent before that migration. */
  run_id?: string | null;
  created_at: string;
  updated_at: string;
}
