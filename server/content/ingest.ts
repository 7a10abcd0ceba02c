import { createHash } from 'node:crypto';
import type { Transaction } from '../db/types';
import type { PlatformContext } from '../context';
import type { SourceRow } from '../api/rows';
import { ApiError } from '../api/http';
import { assertDocumentsRoom } from '../api/planLimits';
import { emitProjectEvent } from '../webhooks/events';
import { indexedDocument } from '../simulation/documentOutcomes';
import { chunkText, type Chunk } from './chunking';
import { writeDocumentChunks } from './chunks';
import { extractorOf } from './extractor';
import { MAX_DOCUMENT_BYTES, MAX_TEXT_CHARS, formatBytes, type ContentType } from './formats';

/** A document as its owner supplied it: pushed bytes or a file of a local folder. */
export interface Original {
  /** The pusher's id, or the file's path relative to the source's folder. */
  externalId: string;
  title: string;
  contentType: ContentType;
  bytes: Uint8Array;
  url: string | null;
  metadata: Record<string, unknown>;
  fileName: string | null;
  /** The size on disk when the bytes were not read (a file over the per-document limit). */
  declaredSize?: number;
}

/** What indexing made of an original, before it is written. */
export interface Prepared {
  status: 'INDEXED' | 'FAILED' | 'SKIPPED';
  error: string | null;
  text: string;
  chunks: Chunk[];
  hash: string;
  truncated: boolean;
}

export const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Text Postgres can store: no NUL characters, no lone surrogates. */
const storable = (text: string) => text.replaceAll('\u0000', '').toWellFormed();

/**
 * Hashes, size-checks, extracts (in a worker thread) and chunks an original. Nothing here touches the
 * database, so a run parses outside its transactions.
 */
export async function prepareOriginal(ctx: PlatformContext, original: Original): Promise<Prepared> {
  const hash = hashOf(original.bytes);
  const base = { text: '', chunks: [], hash, truncated: false };
  const size = original.declaredSize ?? original.bytes.length;
  if (size > MAX_DOCUMENT_BYTES) {
    return {
      ...base,
      status: 'SKIPPED',
      error: `Skipped: ${formatBytes(size)} exceeds the ${formatBytes(MAX_DOCUMENT_BYTES)} limit per document`,
    };
  }
  const extracted = await extractorOf(ctx).extract(original.bytes, original.contentType);
  if (!extracted.ok) return { ...base, status: 'FAILED', error: `Failed to parse: ${extracted.error}` };
  const clean = storable(extracted.text).trim();
  const text = clean.slice(0, MAX_TEXT_CHARS);
  if (text === '') return { ...base, status: 'FAILED', error: 'Failed to parse: the document has no text' };
  const chunks = chunkText(text, { markdown: original.contentType === 'text/markdown' });
  return { status: 'INDEXED', error: null, text, chunks, hash, truncated: clean.length > text.length };
}

export interface Stored {
  documentId: string;
  created: boolean;
  status: Prepared['status'];
}

/**
 * Writes one prepared original as the source's document with this external id (created or replaced with
 * its chunks), keeps the bytes when asked (push sources re-process them later), counts it against the
 * plan, and announces it with a document.indexed webhook event. Service rights, the caller's transaction.
 */
export async function storeDocument(
  tx: Transaction,
  source: Pick<SourceRow, 'id' | 'owner_id' | 'project_id' | 'custom'>,
  runId: string,
  original: Original,
  prepared: Prepared,
  keepOriginal: boolean,
): Promise<Stored> {
  if (prepared.status === 'INDEXED') {
    const { rows: was } = await tx.query<{ status: string }>(
      'select status from public.documents where source_id = $1 and external_id = $2',
      [source.id, original.externalId],
    );
    if (was[0]?.status !== 'INDEXED') await assertDocumentsRoom(tx, source.owner_id, source.project_id, 1);
  }
  // The source's enhancements (summaries, keywords, …) apply to real documents as to any other.
  const enhanced =
    prepared.status === 'INDEXED'
      ? indexedDocument(
          {
            title: original.title,
            content: prepared.text,
            url: original.url ?? '',
            mime_type: original.contentType,
            metadata: {},
          },
          source.custom,
          0,
        ).metadata
      : {};
  const metadata = {
    ...original.metadata,
    ...enhanced,
    path: original.externalId,
    ...(original.fileName ? { fileName: original.fileName } : {}),
    ...(prepared.truncated ? { truncated: true } : {}),
    chunks: prepared.chunks.length,
  };
  const { rows } = await tx.query<{ id: string; created: boolean; created_at: Date }>(
    `insert into public.documents
       (owner_id, project_id, source_id, external_id, title, content, url, mime_type, metadata, status, error,
        size_bytes, content_hash, run_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (source_id, external_id) where external_id is not null do update
       set title = excluded.title, content = excluded.content, url = excluded.url, mime_type = excluded.mime_type,
           metadata = excluded.metadata, status = excluded.status, error = excluded.error,
           size_bytes = excluded.size_bytes, content_hash = excluded.content_hash, run_id = excluded.run_id
     returning id, (xmax = 0) as created, created_at`,
    [
      source.owner_id,
      source.project_id,
      source.id,
      original.externalId,
      storable(original.title),
      prepared.text,
      original.url,
      original.contentType,
      JSON.stringify(metadata),
      prepared.status,
      prepared.error,
      original.declaredSize ?? original.bytes.length,
      prepared.hash,
      runId,
    ],
  );
  const doc = { id: rows[0].id, owner_id: source.owner_id, project_id: source.project_id, source_id: source.id };
  await writeDocumentChunks(tx, doc, prepared.chunks);
  // A too-large original is not kept: re-processing would only skip it again.
  if (keepOriginal && prepared.status !== 'SKIPPED') {
    await tx.query(
      `insert into private.document_originals (document_id, owner_id, content_type, file_name, bytes)
       values ($1, $2, $3, $4, $5)
       on conflict (document_id) do update
         set content_type = excluded.content_type, file_name = excluded.file_name, bytes = excluded.bytes`,
      [doc.id, source.owner_id, original.contentType, original.fileName, original.bytes],
    );
  }
  if (prepared.status === 'INDEXED') {
    await emitProjectEvent(tx, {
      ownerId: source.owner_id,
      projectId: source.project_id,
      type: 'document.indexed',
      data: {
        document: {
          id: doc.id,
          source_id: source.id,
          external_id: original.externalId,
          title: original.title,
          url: original.url,
          mime_type: original.contentType,
          chunks: prepared.chunks.length,
        },
      },
    });
  }
  return { documentId: doc.id, created: rows[0].created, status: prepared.status };
}

/** A plan refusal as the reason a document was not stored; anything else is rethrown. */
export function planRefusal(error: unknown): { errorCode: string; error: string } | null {
  return error instanceof ApiError && error.status === 402
    ? { errorCode: String(error.errorCode), error: error.message }
    : null;
}
