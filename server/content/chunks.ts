import type { Transaction } from '../db/types';
import type { SourceRow } from '../api/rows';
import type { Chunk } from './chunking';
import { slices, yieldToLoop } from './statements';

export interface DocumentChunks {
  documentId: string;
  chunks: Chunk[];
}

/**
 * The one place documents' chunks are written: replaces whatever chunks these documents had with the
 * given ones, in the caller's transaction (service rights), in statements of about STATEMENT_CHARS with a
 * pause for the event loop before each. The full-text vector is derived by the table's trigger from the
 * chunk and its document's title and path. Returns the number written.
 */
export async function replaceChunks(
  tx: Transaction,
  source: Pick<SourceRow, 'id' | 'owner_id' | 'project_id'>,
  documents: DocumentChunks[],
): Promise<number> {
  if (documents.length === 0) return 0;
  await tx.query('delete from public.document_chunks where document_id = any($1)', [
    documents.map((doc) => doc.documentId),
  ]);
  const rows = documents.flatMap((doc) => doc.chunks.map((chunk) => ({ document_id: doc.documentId, ...chunk })));
  for (const slice of slices(rows, (row) => row.content.length)) {
    await yieldToLoop();
    await tx.query(
      `insert into public.document_chunks
         (owner_id, project_id, source_id, document_id, position, content, token_count, heading)
       select $1, $2, $3, c.document_id, c.position, c.content, c.token_count, c.heading
         from jsonb_to_recordset($4::jsonb)
           as c(document_id uuid, position int, content text, token_count int, heading text)`,
      [source.owner_id, source.project_id, source.id, JSON.stringify(slice)],
    );
  }
  return rows.length;
}
