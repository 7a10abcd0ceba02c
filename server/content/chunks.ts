import type { Transaction } from '../db/types';
import type { SourceRow } from '../core/rows';
import type { Chunk } from './chunking';
import { giveWay } from '../db/requestsFirst';
import { STATEMENT_CHARS, slices, yieldToLoop } from './statements';

/** The chunks of one version of a document a run is writing, staged under `batch` until the document is. */
export interface StagedChunks {
  batch: string;
  chunks: Chunk[];
}

/**
 * Staged rows skip the chunks table's indexes and trigger, so a staging statement carries this many times
 * the text of a chunks statement for about the same time.
 */
const STAGING_FACTOR = 4;
/**
 * Text one publishing statement moves at most. The chunks' statistics trigger counts each word once per
 * statement, so statements the size of other writes would count the common words many times over.
 */
export const PUBLISH_CHARS = 4 * STATEMENT_CHARS;

/** Runs one short transaction with service rights (the platform's asService). */
export type ServiceTransaction = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * Stages documents' chunks in private.staged_chunks, where nothing reads them: in statements of about
 * STATEMENT_CHARS × STAGING_FACTOR, each its own transaction after requests being answered (giveWay), so
 * requests that need the database wait for one statement, not for a whole document. publishChunks then
 * makes them a document's chunks in the transaction that writes its row, so a document is never seen with
 * part of its chunks.
 */
export async function stageChunks(
  inTransaction: ServiceTransaction,
  runId: string,
  documents: StagedChunks[],
): Promise<void> {
  const rows = documents.flatMap((doc) => doc.chunks.map((chunk) => ({ batch: doc.batch, ...chunk })));
  for (const slice of slices(rows, (row) => row.content.length / STAGING_FACTOR)) {
    await giveWay();
    await inTransaction((tx) =>
      tx.query(
        `insert into private.staged_chunks (run_id, batch, position, content, token_count, heading, page, fts)
         select $1, c.batch, c.position, c.content, c.token_count, c.heading, c.page, c.fts::tsvector
           from jsonb_to_recordset($2::jsonb)
             as c(batch uuid, position int, content text, token_count int, heading text, page int, fts text)`,
        [runId, JSON.stringify(slice)],
      ),
    );
  }
}

/** A document whose staged chunks (batch) its row (documentId) now takes; sizes[i]: the text length of its chunk at position i. */
export interface PublishedChunks {
  batch: string;
  documentId: string;
  sizes: number[];
}

/**
 * The one place documents' chunks become visible: moves the staged chunks of each batch to its document
 * (whose writer has removed any old ones) in the caller's transaction, which also writes the documents rows. The
 * full-text vector comes computed from the extraction worker (chunkVectors.ts) or, without one, is derived by
 * the table's trigger from the chunk and its document's title and path. Moved in statements of about
 * PUBLISH_CHARS of text (a long document in runs of its positions), letting the event loop turn between
 * them: the chunks' indexes and statistics make one statement for a whole group hold the thread too long.
 */
export async function publishChunks(
  tx: Transaction,
  source: Pick<SourceRow, 'id' | 'owner_id' | 'project_id'>,
  documents: PublishedChunks[],
): Promise<void> {
  const runs = documents.flatMap((doc) =>
    positionRuns(doc.sizes).map((run) => ({ batch: doc.batch, document_id: doc.documentId, ...run })),
  );
  for (const slice of slices(runs, (run) => run.chars, PUBLISH_CHARS)) {
    await yieldToLoop();
    const moved = await tx.query(
      `insert into public.document_chunks
         (owner_id, project_id, source_id, document_id, position, content, token_count, heading, page, fts)
       select $1, $2, $3, m.document_id, s.position, s.content, s.token_count, s.heading, s.page, s.fts
         from jsonb_to_recordset($4::jsonb) as m(batch uuid, document_id uuid, first int, last int)
         join private.staged_chunks s on s.batch = m.batch and s.position between m.first and m.last`,
      [
        source.owner_id,
        source.project_id,
        source.id,
        JSON.stringify(slice.map(({ batch, document_id, first, last }) => ({ batch, document_id, first, last }))),
      ],
    );
    // Never a document with part of its chunks: staged ones gone (their run ended meanwhile) fail the write.
    const expected = slice.reduce((sum, run) => sum + run.last - run.first + 1, 0);
    if (moved.affectedRows !== expected) {
      throw new Error(`Expected ${expected} staged chunks, found ${moved.affectedRows ?? 0}`);
    }
  }
  if (documents.length === 0) return;
  await tx.query('delete from private.staged_chunks where batch = any($1::uuid[])', [
    documents.map((doc) => doc.batch),
  ]);
}

/** A document's chunk positions cut into consecutive runs of about PUBLISH_CHARS of text each. */
function positionRuns(sizes: number[]): { first: number; last: number; chars: number }[] {
  const runs: { first: number; last: number; chars: number }[] = [];
  let at = 0;
  for (const run of slices(sizes, (size) => size, PUBLISH_CHARS)) {
    runs.push({ first: at, last: at + run.length - 1, chars: run.reduce((sum, size) => sum + size, 0) });
    at += run.length;
  }
  return runs;
}

/** Staged chunks no active run will publish: what a stopped, cancelled or crashed run left behind. */
export async function dropAbandonedChunks(tx: Transaction): Promise<void> {
  await tx.query(
    `delete from private.staged_chunks s
      where not exists (select 1 from public.indexing_runs r
                         where r.id = s.run_id and r.status in ('QUEUED', 'RUNNING'))`,
  );
}
