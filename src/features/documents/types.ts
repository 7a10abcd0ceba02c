/** Rows of GET /projects/:projectId/documents: the shared contract's shapes. */
export type { DocumentListRow as DocumentItem } from '@contract/rows';
export type { DocumentStatus } from '@contract/enums';
import type { DocumentListRow } from '@contract/rows';
import type { DocumentStatus } from '@contract/enums';

export interface DocumentsPage {
  documents: DocumentListRow[];
  nextCursor: string | null;
}

export interface DocumentsArgs {
  projectId: string;
  sourceId?: string;
  status?: DocumentStatus;
  type?: string;
  search?: string;
  /** Rows per page (the API allows 1–100; 50 when absent). */
  limit?: number;
}
