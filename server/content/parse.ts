import { chunkText, type Chunk, type PageStart } from './chunking';
import { extractDocument } from './extract';
import { MAX_TEXT_CHARS, type ContentType } from './formats';

/**
 * A document's storable text and its chunks, or why it has none. Made inside the extraction worker.
 * `title` is the title from the file's own metadata, when its given title was only its file name.
 */
export type Parsed =
  { ok: true; text: string; chunks: Chunk[]; truncated: boolean; title: string | null } | { ok: false; error: string };

/** Text Postgres can store: no NUL characters, no lone surrogates. */
export const storable = (text: string) => text.replaceAll('\u0000', '').toWellFormed();

/** One line ending, so offsets into the text are the chunker's offsets. */
const cleaned = (text: string) => storable(text).replace(/\r\n?/g, '\n').trim();

/** Extracts, cleans, bounds and chunks: everything but hashing and writing, off the platform's event loop. */
export async function parseDocument(
  bytes: Uint8Array,
  contentType: ContentType,
  options: { charset?: string | null; titleFromName?: boolean } = {},
): Promise<Parsed> {
  const extracted = await extractDocument(bytes, contentType, options.charset ?? null);
  if (!extracted.ok) return extracted;
  // Pages are joined as paragraphs; where each begins is kept, so every chunk knows its page.
  let clean = '';
  const pages: PageStart[] = [];
  extracted.parts.forEach((part, i) => {
    const body = cleaned(part);
    if (!body) return;
    if (clean) clean += '\n\n';
    if (extracted.paged) pages.push({ offset: clean.length, page: i + 1 });
    clean += body;
  });
  const text = clean.slice(0, MAX_TEXT_CHARS);
  if (text === '') return { ok: false, error: 'the document has no text' };
  const chunks = chunkText(text, {
    markdown: contentType === 'text/markdown',
    pages: extracted.paged ? pages : undefined,
  });
  const title = options.titleFromName ? extracted.title : null;
  return { ok: true, text, chunks, truncated: clean.length > text.length, title };
}

/** Whether a document's title is only its file name (nobody gave it one), so its own metadata may name it. */
export const titleIsFileName = (original: { title: string; fileName: string | null; externalId: string }) =>
  original.title === original.fileName ||
  original.title === original.externalId.slice(original.externalId.lastIndexOf('/') + 1);
