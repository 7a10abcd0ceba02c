import { z } from 'zod';
import { BINARY_TYPES, contentTypeOfName, normalizeContentType } from '../content/formats';
import { charsetParameter } from '../content/charset';
import type { Original } from '../runs/ingest';
import type { Rejection } from '../runs/contentRuns';
import { ApiError } from '../core/errors';

/** Documents one request may carry, JSON or multipart alike. */
export const MAX_BATCH = 100;
const MAX_METADATA_CHARS = 16_384;

const ID = z
  .string()
  .min(1)
  .max(512)
  .refine(
    (id) => ![...id].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) && id.trim() === id,
    'must have no control characters or edge spaces',
  );

const pushedDocument = z.object({
  id: ID,
  title: z.string().min(1).max(500).optional(),
  content: z.string().optional(),
  contentBase64: z.string().optional(),
  contentType: z.string().max(200).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const batch = z.object({ documents: z.array(z.unknown()).min(1).max(MAX_BATCH) });

export interface ParsedBatch {
  originals: Original[];
  rejected: Rejection[];
}

const reject = (id: unknown, errorCode: string, error: string): Rejection => ({
  id: typeof id === 'string' ? id.slice(0, 512) : '',
  errorCode,
  error,
});

const lastSegment = (id: string) => id.slice(id.lastIndexOf('/') + 1);
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** One JSON document, or why it is refused; refusals never fail the rest of the batch. */
function fromJson(raw: unknown): Original | Rejection {
  const parsed = pushedDocument.safeParse(raw);
  const id = (raw as { id?: unknown } | null)?.id;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.') || 'document';
    return reject(id, 'INVALID_DOCUMENT', `"${field}" ${issue.message}`);
  }
  const doc = parsed.data;
  if ((doc.content === undefined) === (doc.contentBase64 === undefined)) {
    return reject(doc.id, 'INVALID_DOCUMENT', 'Send exactly one of "content" and "contentBase64"');
  }
  const declared = doc.contentType ?? null;
  const contentType = declared
    ? normalizeContentType(declared)
    : (contentTypeOfName(doc.id) ?? (doc.content !== undefined ? 'text/plain' : null));
  if (!contentType) {
    return reject(
      doc.id,
      'UNSUPPORTED_CONTENT_TYPE',
      declared
        ? `Content type "${declared}" is not supported`
        : 'Say which "contentType" the base64 content has, or end the id with a known file extension',
    );
  }
  if (doc.content !== undefined && BINARY_TYPES.has(contentType)) {
    return reject(doc.id, 'INVALID_DOCUMENT', `${contentType} must be sent as "contentBase64" or a file`);
  }
  if (doc.contentBase64 !== undefined && !BASE64.test(doc.contentBase64)) {
    return reject(doc.id, 'INVALID_DOCUMENT', '"contentBase64" is not valid base64');
  }
  if (doc.metadata && JSON.stringify(doc.metadata).length > MAX_METADATA_CHARS) {
    return reject(doc.id, 'INVALID_DOCUMENT', `"metadata" must be at most ${MAX_METADATA_CHARS} characters of JSON`);
  }
  const bytes =
    doc.content !== undefined ? new TextEncoder().encode(doc.content) : Buffer.from(doc.contentBase64 ?? '', 'base64');
  return {
    externalId: doc.id,
    title: doc.title ?? lastSegment(doc.id),
    contentType,
    bytes: new Uint8Array(bytes),
    url: doc.url ?? null,
    metadata: doc.metadata ?? {},
    fileName: null,
    // A JSON string arrives decoded; its bytes here are UTF-8 whatever the content type says.
    charset: doc.content !== undefined ? 'utf-8' : charsetParameter(declared),
  };
}

/** `{documents:[…]}`: a malformed envelope is a 400; a malformed document is a rejected[] entry. */
export function parseJsonBatch(body: unknown): ParsedBatch {
  const envelope = batch.safeParse(body);
  if (!envelope.success) {
    const tooMany = Array.isArray((body as { documents?: unknown } | null)?.documents);
    throw tooMany
      ? new ApiError(400, 'BATCH_TOO_LARGE', `Send between 1 and ${MAX_BATCH} documents per request`)
      : new ApiError(400, 'INVALID_BODY', 'The body must be {"documents": [...]} with 1 to 100 documents');
  }
  return dedupe(envelope.data.documents.map(fromJson));
}

/**
 * multipart/form-data: every `file` part is a document whose id is its file name; a lone file may be named
 * by `id` and `title` fields instead.
 */
export async function parseMultipartBatch(form: FormData): Promise<ParsedBatch> {
  const files = form.getAll('file').filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) throw new ApiError(400, 'INVALID_BODY', 'Send one or more "file" parts');
  if (files.length > MAX_BATCH) {
    throw new ApiError(400, 'BATCH_TOO_LARGE', `Send between 1 and ${MAX_BATCH} documents per request`);
  }
  const single = files.length === 1;
  const field = (name: string) => {
    const value = form.get(name);
    return single && typeof value === 'string' && value !== '' ? value : undefined;
  };
  const results = await Promise.all(
    files.map(async (file): Promise<Original | Rejection> => {
      const id = field('id') ?? file.name;
      const declared = field('contentType');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const fromType = declared ?? (file.type && file.type !== 'application/octet-stream' ? file.type : undefined);
      const contentType = contentTypeOfName(file.name) ?? normalizeContentType(fromType) ?? contentTypeOfName(id);
      if (!contentType) {
        return reject(
          id,
          'UNSUPPORTED_CONTENT_TYPE',
          `Cannot tell the format of "${file.name || id}" from its name or type`,
        );
      }
      const checked = fromJson({
        id,
        title: field('title') ?? (file.name || undefined),
        contentBase64: '',
        contentType,
      });
      if ('errorCode' in checked) return checked;
      return {
        ...checked,
        contentType,
        bytes,
        fileName: file.name || null,
        url: field('url') ?? null,
        charset: charsetParameter(fromType),
      };
    }),
  );
  return dedupe(results);
}

/** The same id twice in one request: the first wins, the second is refused. */
function dedupe(results: (Original | Rejection)[]): ParsedBatch {
  const seen = new Set<string>();
  const parsed: ParsedBatch = { originals: [], rejected: [] };
  for (const result of results) {
    if ('errorCode' in result) parsed.rejected.push(result);
    else if (seen.has(result.externalId)) {
      parsed.rejected.push(reject(result.externalId, 'DUPLICATE_ID', 'The same id appears twice in this request'));
    } else {
      seen.add(result.externalId);
      parsed.originals.push(result);
    }
  }
  return parsed;
}
