import { createHash } from 'node:crypto';
import type { Database, Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import { ApiError } from '../core/errors';
import { assertDocumentsRoom } from '../billing/planLimits';
import { emitProjectEvent } from '../webhooks/events';
import { indexedDocument } from './documentOutcomes';
import type { Chunk } from '../content/chunking';
import { slices, yieldToLoop } from '../content/statements';
import { publishChunks } from '../content/chunks';
import { MAX_DOCUMENT_BYTES, MAX_TEXT_CHARS, formatBytes, type ContentType } from '../content/formats';
import { storable, titleIsFileName } from '../content/parse';

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
  /** The charset its sender declared (a push's content type parameter); UTF-8 for pushed text. */
  charset?: string | null;
}

/** What indexing made of an original, before it is written. */
export interface Prepared {
  status: 'INDEXED' | 'FAILED' | 'SKIPPED';
  error: string | null;
  text: string;
  chunks: Chunk[];
  hash: string;
  truncated: boolean;
  /** The title the file's own metadata gives (PDF), replacing one that was only its file name. */
  title?: string;
}

/** The reason an indexed document gives when its text ran past what one document may index. */
export const TRUNCATED = `Indexed in part: only the first ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters of its text are searchable (the limit per document)`;

export const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Hashes and size-checks an original here, then extracts and chunks it in a worker thread. Nothing here
 * touches the database, so a run parses the next documents while it writes the ones before.
 */
export async function prepareOriginal(ctx: PlatformContext, original: Original, tenant: string): Promise<Prepared> {
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
  // Vectors weigh the title and path as the documents row will hold them (documentRow).
  const parsed = await ctx.extractor.parse(
    original.bytes,
    original.contentType,
    { title: storable(original.title), path: original.externalId },
    { tenant, charset: original.charset, titleFromName: titleIsFileName(original) },
  );
  if (!parsed.ok) return { ...base, status: 'FAILED', error: `Failed to parse: ${parsed.error}` };
  return {
    status: 'INDEXED',
    error: parsed.truncated ? TRUNCATED : null,
    text: parsed.text,
    chunks: parsed.chunks,
    hash,
    truncated: parsed.truncated,
    ...(parsed.title ? { title: parsed.title } : {}),
  };
}

/** The tenant a source's documents are parsed for: its owner (the source's id when it cannot be read). */
export const tenantOf = (db: Database, sourceId: string): Promise<string> =>
  db.query<{ owner_id: string }>('select owner_id from public.sources where id = $1', [sourceId]).then(
    ({ rows }) => rows[0]?.owner_id ?? sourceId,
    () => sourceId,
  );

/** A stored document as a run sees it: its content hash and the run that last wrote it. */
export interface Known {
  hash: string | null;
  runId: string | null;
}

/**
 * Each of these documents of the source that is complete: written with all the chunks its metadata counts.
 * Documents and their chunks are written together, but one a platform of an earlier version left without
 * them is missing here, so it is written again even if its bytes are unchanged.
 */
export async function completeDocuments(
  tx: Transaction,
  sourceId: string,
  externalIds: string[],
): Promise<Map<string, Known>> {
  const { rows } = await tx.query<{ external_id: string; content_hash: string | null; run_id: string | null }>(
    `select d.external_id, d.content_hash, d.run_id from public.documents d
      where d.source_id = $1 and d.external_id = any($2)
        and coalesce((d.metadata->>'chunks')::int, 0)
            = (select count(*) from public.document_chunks c where c.document_id = d.id)`,
    [sourceId, externalIds],
  );
  return new Map(rows.map((row) => [row.external_id, { hash: row.content_hash, runId: row.run_id }]));
}

export interface Stored {
  documentId: string;
  created: boolean;
  status: Prepared['status'];
}

export interface Entry {
  original: Original;
  prepared: Prepared;
  /** Where its chunks wait (stageChunks) until its row is written; absent when it has none. */
  batch?: string;
}

/** An entry whose documents row is written, by that row's id. */
export interface Written extends Entry {
  documentId: string;
}

type Owner = Pick<SourceRow, 'id' | 'owner_id' | 'project_id' | 'custom'>;

/**
 * Writes prepared originals as the source's documents with these external ids (created or replaced, a
 * replaced one with its new chunks instead of its old ones), keeps the bytes when asked (push sources
 * re-process them later) and counts newly indexed ones against the plan, in the caller's transaction
 * (service rights), in a few statements for the whole group. A plan refusal (402) is thrown before anything
 * is written. Each document's chunks, staged beforehand, are published in the same transaction, so a document
 * is seen with all its chunks or not at all, whenever the platform stops.
 */
export async function storeDocuments(
  tx: Transaction,
  source: Owner,
  runId: string,
  entries: Entry[],
  keepOriginals: boolean,
): Promise<(Stored & Written)[]> {
  if (entries.length === 0) return [];
  const indexed = entries.filter((entry) => entry.prepared.status === 'INDEXED');
  if (indexed.length > 0) {
    const { rows: already } = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.documents
        where source_id = $1 and status = 'INDEXED' and external_id = any($2)`,
      [source.id, indexed.map((entry) => entry.original.externalId)],
    );
    const adding = indexed.length - already[0].n;
    if (adding > 0) await assertDocumentsRoom(tx, source.owner_id, source.project_id, adding);
  }
  const rows: { id: string; external_id: string; created: boolean }[] = [];
  for (const slice of slices(entries, (entry) => entry.prepared.text.length + entry.original.title.length)) {
    await yieldToLoop();
    const written = await tx.query<{ id: string; external_id: string; created: boolean }>(
      `insert into public.documents
         (owner_id, project_id, source_id, external_id, title, content, url, mime_type, metadata, status, error,
          size_bytes, content_hash, run_id)
       select $1, $2, $3, d.external_id, d.title, d.content, d.url, d.mime_type, d.metadata, d.status, d.error,
              d.size_bytes, d.content_hash, $4
         from jsonb_to_recordset($5::jsonb) as d(external_id text, title text, content text, url text,
              mime_type text, metadata jsonb, status text, error text, size_bytes bigint, content_hash text)
       on conflict (source_id, external_id) where external_id is not null do update
         set title = excluded.title, content = excluded.content, url = excluded.url, mime_type = excluded.mime_type,
             metadata = excluded.metadata, status = excluded.status, error = excluded.error,
             size_bytes = excluded.size_bytes, content_hash = excluded.content_hash, run_id = excluded.run_id
       returning id, external_id, (xmax = 0) as created`,
      [
        source.owner_id,
        source.project_id,
        source.id,
        runId,
        JSON.stringify(slice.map((entry) => documentRow(source, entry))),
      ],
    );
    rows.push(...written.rows);
  }
  const replaced = rows.filter((row) => !row.created).map((row) => row.id);
  if (replaced.length > 0) {
    await tx.query('delete from public.document_chunks where document_id = any($1)', [replaced]);
  }
  const ids = new Map(rows.map((row) => [row.external_id, row]));
  const stored = entries.map((entry) => {
    const row = ids.get(entry.original.externalId) as { id: string; created: boolean };
    return { ...entry, documentId: row.id, created: row.created, status: entry.prepared.status };
  });
  await publishChunks(
    tx,
    source,
    stored.flatMap((entry) =>
      entry.batch
        ? [
            {
              batch: entry.batch,
              documentId: entry.documentId,
              sizes: entry.prepared.chunks.map((c) => c.content.length),
            },
          ]
        : [],
    ),
  );
  // A too-large original is not kept: re-processing would only skip it again.
  const kept = keepOriginals ? stored.filter((entry) => entry.prepared.status !== 'SKIPPED') : [];
  for (const slice of slices(kept, (entry) => entry.original.bytes.length)) {
    await yieldToLoop();
    await tx.query(
      `insert into private.document_originals (document_id, owner_id, content_type, file_name, bytes)
         select o.document_id, $1, o.content_type, o.file_name, decode(o.bytes, 'base64')
           from jsonb_to_recordset($2::jsonb) as o(document_id uuid, content_type text, file_name text, bytes text)
         on conflict (document_id) do update
           set content_type = excluded.content_type, file_name = excluded.file_name, bytes = excluded.bytes`,
      [
        source.owner_id,
        JSON.stringify(
          slice.map((entry) => ({
            document_id: entry.documentId,
            // With its charset, so re-processing decodes the bytes as the push did.
            content_type: entry.original.charset
              ? `${entry.original.contentType}; charset=${entry.original.charset}`
              : entry.original.contentType,
            file_name: entry.original.fileName,
            bytes: Buffer.from(entry.original.bytes).toString('base64'),
          })),
        ),
      ],
    );
  }
  return stored;
}

/** A document.indexed webhook event for each indexed document, when the project listens for them. */
export async function announceDocuments(tx: Transaction, source: Owner, written: Written[]): Promise<void> {
  const indexed = written.filter((entry) => entry.prepared.status === 'INDEXED');
  if (indexed.length > 0 && (await announcesIndexing(tx, source.project_id))) {
    for (const { documentId, original, prepared } of indexed) {
      await emitProjectEvent(tx, {
        ownerId: source.owner_id,
        projectId: source.project_id,
        type: 'document.indexed',
        data: {
          document: {
            id: documentId,
            source_id: source.id,
            external_id: original.externalId,
            title: prepared.title ?? original.title,
            url: original.url,
            mime_type: original.contentType,
            chunks: prepared.chunks.length,
          },
        },
      });
    }
  }
}

/** The documents row of one entry; the source's enhancements (summaries, keywords, …) apply as to any other. */
function documentRow(source: Owner, { original, prepared }: Entry) {
  const enhanced =
    prepared.status === 'INDEXED'
      ? indexedDocument(
          {
            title: prepared.title ?? original.title,
            content: prepared.text,
            url: original.url ?? '',
            mime_type: original.contentType,
            metadata: {},
          },
          source.custom,
          0,
        ).metadata
      : {};
  return {
    external_id: original.externalId,
    title: storable(prepared.title ?? original.title),
    content: prepared.text,
    url: original.url,
    mime_type: original.contentType,
    metadata: {
      ...original.metadata,
      ...enhanced,
      path: original.externalId,
      ...(original.fileName ? { fileName: original.fileName } : {}),
      ...(prepared.truncated ? { truncated: true } : {}),
      chunks: prepared.chunks.length,
    },
    status: prepared.status,
    error: prepared.error,
    size_bytes: original.declaredSize ?? original.bytes.length,
    content_hash: prepared.hash,
  };
}

/** Whether any enabled webhook of the project listens for document.indexed (most projects have none). */
async function announcesIndexing(tx: Transaction, projectId: string): Promise<boolean> {
  const { rows } = await tx.query(
    "select 1 from public.webhooks where project_id = $1 and enabled and 'document.indexed' = any (events) limit 1",
    [projectId],
  );
  return rows.length > 0;
}

/** A plan refusal as the reason a document was not stored; anything else is rethrown. */
export function planRefusal(error: unknown): { errorCode: string; error: string } | null {
  return error instanceof ApiError && error.status === 402
    ? { errorCode: String(error.errorCode), error: error.message }
    : null;
}
