import type { Transaction } from '../db/types';
import type { SourceRow } from '../core/rows';
import type { Chunk } from './chunking';
import { giveWay } from '../db/requestsFirst';
import { slices } from './statements';

export interface DocumentChunks {
  documentId: string;
  chunks: Chunk[];
}

/** Runs one short transaction with service rights (the platform's asService). */
export type ServiceTransaction = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * The one place documents' chunks are written (their writer has removed any old ones): in statements of
 * about STATEMENT_CHARS, each its own transaction after requests being answered (giveWay), so requests
 * that need the database wait for one statement, not for a whole batch. `finish` runs in the last of them (or alone
 * when there are no chunks). A document removed meanwhile (its source deleted) gets no chunks. The
 * full-text vector comes computed from the extraction worker (chunkVectors.ts) or, without one, is
 * derived by the table's trigger from the chunk and its document's title and path.
 */
export async function insertChunks(
  inTransaction: ServiceTransaction,
  source: Pick<SourceRow, 'id' | 'owner_id' | 'project_id'>,
  documents: DocumentChunks[],
  finish: (tx: Transaction) => Promise<void> = async () => {},
): Promise<void> {
  const rows = documents.flatMap((doc) => doc.chunks.map((chunk) => ({ document_id: doc.documentId, ...chunk })));
  const statements = slices(rows, (row) => row.content.length);
  if (statements.length === 0) statements.push([]);
  for (const [i, slice] of statements.entries()) {
    await giveWay();
    await inTransaction(async (tx) => {
      if (slice.length > 0)
        await tx.query(
          `insert into public.document_chunks
           (owner_id, project_id, source_id, document_id, position, content, token_count, heading, page, fts)
         select $1, $2, $3, c.document_id, c.position, c.content, c.token_count, c.heading, c.page, c.fts::tsvector
           from jsonb_to_recordset($4::jsonb)
             as c(document_id uuid, position int, content text, token_count int, heading text, page int, fts text)
          where exists (select 1 from public.documents d where d.id = c.document_id)`,
          [source.owner_id, source.project_id, source.id, JSON.stringify(slice)],
        );
      if (i === statements.length - 1) await finish(tx);
    });
  }
}
