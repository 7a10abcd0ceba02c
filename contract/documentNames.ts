import { z } from './zod';
import type { DocumentStatus } from './enums';

/** Documents the command palette offers for what is typed, by name. */
export const DOCUMENT_NAMES_DEFAULT = 8;
export const DOCUMENT_NAMES_MAX = 20;

/** GET /projects/:projectId/document-names query; empty parameters count as absent. */
export const documentNamesQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Query is required')
    .max(200, 'Query must be at most 200 characters')
    // Postgres text cannot hold NUL: such a query would fail instead of finding nothing.
    .refine((text) => !text.includes('\u0000'), 'Query contains characters that cannot be searched'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DOCUMENT_NAMES_MAX, `Limit must be between 1 and ${DOCUMENT_NAMES_MAX}`)
    .default(DOCUMENT_NAMES_DEFAULT),
});
export type DocumentNamesQuery = z.input<typeof documentNamesQuery>;

/**
 * A document whose title, path or file name starts like (or nearly like) what was typed: `libtasn`
 * finds `libtasn1.pdf`, `libtsan` too. Best match first.
 */
export interface DocumentNameHit {
  id: string;
  source_id: string;
  title: string;
  /** The pusher's id or the file's path in its folder, null for simulated documents. */
  path: string | null;
  mime_type: string | null;
  status: DocumentStatus;
}
