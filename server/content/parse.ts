import { chunkText, type Chunk } from './chunking';
import { extractDocument } from './extract';
import { MAX_TEXT_CHARS, type ContentType } from './formats';

/** A document's storable text and its chunks, or why it has none. Made inside the extraction worker. */
export type Parsed = { ok: true; text: string; chunks: Chunk[]; truncated: boolean } | { ok: false; error: string };

/** Text Postgres can store: no NUL characters, no lone surrogates. */
export const storable = (text: string) => text.replaceAll('\u0000', '').toWellFormed();

/** Extracts, cleans, bounds and chunks: everything but hashing and writing, off the platform's event loop. */
export async function parseDocument(bytes: Uint8Array, contentType: ContentType): Promise<Parsed> {
  const extracted = await extractDocument(bytes, contentType);
  if (!extracted.ok) return extracted;
  const clean = storable(extracted.text).trim();
  const text = clean.slice(0, MAX_TEXT_CHARS);
  if (text === '') return { ok: false, error: 'the document has no text' };
  const chunks = chunkText(text, { markdown: contentType === 'text/markdown' });
  return { ok: true, text, chunks, truncated: clean.length > text.length };
}
