/** One row of GET /projects/:projectId/documents (DESIGN §10): the content comes as its first part. */
export type DocumentStatus = 'INDEXED' | 'FAILED' | 'SKIPPED';

export interface DocumentItem {
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
  created_at: string;
  updated_at: string;
}

export interface DocumentsPage {
  documents: DocumentItem[];
  nextCursor: string | null;
}

export interface DocumentsArgs {
  projectId: string;
  sourceId?: string;
  status?: DocumentStatus;
  type?: string;
  search?: string;
}
