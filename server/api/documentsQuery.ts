import { z } from 'zod';
import { DOCUMENT_STATUSES } from '@contract/enums';

export const DOCUMENTS_PAGE = 50;

/** GET /projects/:projectId/documents query (DESIGN §10); empty parameters count as absent. */
export const documentsQuery = z.strictObject({
  sourceId: z.uuid('Source id must be a source id').optional(),
  status: z.enum(DOCUMENT_STATUSES, { error: `Status must be one of: ${DOCUMENT_STATUSES.join(', ')}` }).optional(),
  type: z.string().trim().max(200, 'Type must be at most 200 characters').optional(),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    // Postgres text cannot hold NUL: such a search would fail the query instead of finding nothing.
    .refine((text) => !text.includes('\u0000'), 'Search contains characters that cannot be searched')
    .optional(),
  after: z.string().max(300, 'After must be a cursor from a previous page').optional(),
  limit: z.coerce.number().int().min(1).max(100, 'Limit must be between 1 and 100').optional(),
});

export type DocumentsQuery = z.output<typeof documentsQuery>;
