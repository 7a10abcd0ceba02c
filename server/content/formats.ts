/** The content types the platform can turn into text (pushed documents and local files alike). */
export const CONTENT_TYPES = [
  'text/plain',
  'text/markdown',
  'text/html',
  'application/json',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Formats whose bytes are not text: pushed as contentBase64 or a file part. */
export const BINARY_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const BY_EXTENSION: Record<string, ContentType> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  csv: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  mdx: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  json: 'application/json',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const MiB = 1024 * 1024;
/** Larger originals are kept as SKIPPED documents saying so, never parsed. */
export const MAX_DOCUMENT_BYTES = 10 * MiB;
/**
 * Extracted text beyond this is cut, and the document says so in its reason (ingest.ts). As much as the
 * largest plain-text original holds, so only formats that expand (DOCX, JSON, …) can reach it.
 */
export const MAX_TEXT_CHARS = MAX_DOCUMENT_BYTES;

export const isContentType = (value: string): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value);

/** The type a file name implies, or null when its extension is not one the platform reads. */
export function contentTypeOfName(name: string): ContentType | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null);
}

/** A declared type without parameters ("text/markdown; charset=utf-8" → "text/markdown"), or null. */
export function normalizeContentType(declared: string | undefined | null): ContentType | null {
  const bare = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (bare === 'text/x-markdown') return 'text/markdown';
  return isContentType(bare) ? bare : null;
}

export const formatBytes = (bytes: number) =>
  bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
