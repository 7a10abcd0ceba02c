import type { Transaction } from '../db/types';
import type { SourceRow, SourceStatus } from '../core/rows';
import { randomUUID } from 'node:crypto';
import { chunkText } from '../content/chunking';

export type Severity = 'INFO' | 'WARNING' | 'ERROR';

export interface LogLine {
  severity: Severity;
  message: string;
  details?: Record<string, unknown>;
  /** ISO time of the line; defaults to the moment of insertion. */
  at?: string;
}

/** A document as its source hands it over. */
export interface GeneratedDocument {
  title: string;
  content: string;
  url: string;
  mime_type: string;
  metadata: Record<string, unknown>;
}

/** What a run records about a document beyond what the provider hands over. */
export interface IndexedDocument extends GeneratedDocument {
  status?: 'INDEXED' | 'FAILED' | 'SKIPPED';
  error?: string | null;
  size_bytes?: number | null;
}

type Owned = Pick<SourceRow, 'id' | 'owner_id' | 'project_id'>;

/**
 * Inserts documents of a source in one statement (service role: owner_id is explicit), and the chunks of
 * the indexed ones as real content gets them, so every indexed document is found by ranked search.
 */
export async function insertDocuments(
  tx: Transaction,
  source: Owned,
  docs: IndexedDocument[],
  runId: string | null = null,
): Promise<void> {
  if (docs.length === 0) return;
  const rows = docs.map((doc) => ({ ...doc, id: randomUUID() }));
  await tx.query(
    `insert into public.documents
       (id, owner_id, project_id, source_id, title, content, url, mime_type, metadata, status, error, size_bytes, run_id)
     select d.id, $1, $2, $3, d.title, d.content, d.url, d.mime_type, d.metadata, coalesce(d.status, 'INDEXED'), d.error,
            d.size_bytes, $5
       from jsonb_to_recordset($4::jsonb) as d(id uuid, title text, content text, url text, mime_type text,
                                              metadata jsonb, status text, error text, size_bytes bigint)`,
    [source.owner_id, source.project_id, source.id, JSON.stringify(rows), runId],
  );
  const chunks = docs.flatMap((doc, i) =>
    (doc.status ?? 'INDEXED') === 'INDEXED'
      ? chunkText(doc.content, { markdown: doc.mime_type === 'text/markdown' }).map((chunk) => ({
          ...chunk,
          document_id: rows[i].id,
        }))
      : [],
  );
  if (chunks.length === 0) return;
  await tx.query(
    `insert into public.document_chunks
       (owner_id, project_id, source_id, document_id, position, content, token_count, heading)
     select $1, $2, $3, c.document_id, c.position, c.content, c.token_count, c.heading
       from jsonb_to_recordset($4::jsonb) as c(document_id uuid, position int, content text, token_count int, heading text)`,
    [source.owner_id, source.project_id, source.id, JSON.stringify(chunks)],
  );
}

export async function insertLogs(
  tx: Transaction,
  source: Owned,
  lines: LogLine[],
  runId: string | null = null,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    // clock_timestamp() rises row by row, so lines written together keep their order.
    `insert into public.source_logs (owner_id, project_id, source_id, severity, message, details, created_at, run_id)
     select $1, $2, $3, l.severity, l.message, l.details, coalesce(l.at, clock_timestamp()), $5
       from jsonb_to_recordset($4::jsonb) as l(severity text, message text, details jsonb, at timestamptz)`,
    [source.owner_id, source.project_id, source.id, JSON.stringify(lines.map((l) => ({ details: null, ...l }))), runId],
  );
}

/**
 * Applies a change only while the source is still in the status the job expects, so a job that was
 * overtaken (source deleted, status moved on) stops instead of overwriting newer state.
 */
export async function updateIfStatus(
  tx: Transaction,
  sourceId: string,
  expected: SourceStatus,
  set: Partial<Pick<SourceRow, 'status' | 'progress' | 'documents_count'>>,
): Promise<SourceRow | null> {
  const { rows } = await tx.query<SourceRow>(
    `update public.sources
        set status = coalesce($3, status),
            progress = case when $4::boolean then $5::jsonb else progress end,
            documents_count = coalesce($6, documents_count)
      where id = $1 and status = $2 returning *`,
    [
      sourceId,
      expected,
      set.status ?? null,
      'progress' in set,
      set.progress ? JSON.stringify(set.progress) : null,
      set.documents_count ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** The documents a source serves (skipped and failed ones are kept only to say why). */
export const INDEXED_COUNT = "(select count(*) from public.documents where source_id = $1 and status = 'INDEXED')";
