import type { Transaction } from '../db/types';
import type { Chunk } from './chunking';

export interface ChunkedDocument {
  id: string;
  owner_id: string;
  project_id: string;
  source_id: string;
}

/**
 * The one place a document's chunks are written: replaces whatever chunks it had with these, in the
 * caller's transaction (service rights). The full-text vector is derived by the table's trigger from the
 * chunk and its document's title and path. Returns the number written.
 */
export async function writeDocumentChunks(tx: Transaction, doc: ChunkedDocument, chunks: Chunk[]): Promise<number> {
  await tx.query('delete from public.document_chunks where document_id = $1', [doc.id]);
  if (chunks.length === 0) return 0;
  await tx.query(
    `insert into public.document_chunks
       (owner_id, project_id, source_id, document_id, position, content, token_count, heading)
     select $1, $2, $3, $4, c.position, c.content, c.token_count, c.heading
       from jsonb_to_recordset($5::jsonb) as c(position int, content text, token_count int, heading text)`,
    [doc.owner_id, doc.project_id, doc.source_id, doc.id, JSON.stringify(chunks)],
  );
  return chunks.length;
}
