/** Rows of GET /projects/:projectId/documents: the shared contract's shapes. */
export type { DocumentListRow as DocumentItem } from '@contract/rows';
export type { DocumentStatus } from '@contract/enums';
import type { DocumentListRow } from '@contract/rows';
import type { DocumentsQuery } from '@contract/schemas';

export interface DocumentsPage {
  documents: DocumentListRow[];
  nextCursor: string | null;
}

/** The list's filters and page size (contract's documentsQuery); the cursor is the page param. */
export type DocumentsArgs = { projectId: string } & Omit<DocumentsQuery, 'after'>;
