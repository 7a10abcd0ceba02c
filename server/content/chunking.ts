/** One piece of a document as it is indexed and searched. */
export interface Chunk {
  position: number;
  content: string;
  heading: string | null;
  token_count: number;
  /** The page its own text starts on (1-based), for paged documents (PDF). */
  page?: number | null;
  /** Its full-text vector in Postgres' text form, when computed off the database's thread (chunkVectors.ts). */
  fts?: string;
}

/** Target size of a chunk and how much of the previous chunk's end the next one repeats. */
export const CHUNK_CHARS = 1000;
export const OVERLAP_CHARS = 150;

/** Where a page begins in a paged document's text. */
export interface PageStart {
  offset: number;
  page: number;
}

interface Section {
  heading: string | null;
  parts: string[];
  length: number;
  page: number | null;
}

interface Block {
  heading: string | null;
  text: string;
  /** The page its first line is on; pages are whole paragraphs, so a block never spans two. */
  page: number | null;
}

const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** A rough token count (words and punctuation runs), close to what embedding models bill. */
export const countTokens = (text: string) => (text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []).length;

/**
 * Paragraphs with the heading they sit under: Markdown "#" headings for Markdown, otherwise none. The
 * heading path ("Setup › Install") is kept, so a chunk deep in a section still says where it comes from;
 * given where pages start, each paragraph also knows its page.
 */
function blocksOf(text: string, markdown: boolean, pages: PageStart[]): Block[] {
  const blocks: Block[] = [];
  const trail: string[] = [];
  let heading: string | null = null;
  let paragraph: string[] = [];
  let fenced = false;
  let offset = 0;
  let nextPage = 0;
  let page: number | null = null;
  let paragraphPage: number | null = null;
  const flush = () => {
    const body = paragraph.join('\n').trim();
    if (body) blocks.push({ heading, text: body, page: paragraphPage });
    paragraph = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    while (nextPage < pages.length && pages[nextPage].offset <= offset) page = pages[nextPage++].page;
    offset += line.length + 1;
    if (paragraph.length === 0) paragraphPage = page;
    if (markdown && /^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = markdown && !fenced ? MARKDOWN_HEADING.exec(line) : null;
    if (match) {
      flush();
      trail.length = match[1].length - 1;
      trail[match[1].length - 1] = match[2];
      heading = trail.filter(Boolean).join(' › ');
    } else if (line.trim() === '' && !fenced) flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Cuts an over-long paragraph at sentence ends, then at spaces, never mid-word when it can help it. */
function splitLong(text: string, size: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const window = rest.slice(0, size);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n'));
    const space = window.lastIndexOf(' ');
    const cut = sentence > size / 2 ? sentence + 1 : space > size / 2 ? space : size;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The end of a chunk the next one repeats, starting at a word. */
function tailOf(text: string): string {
  if (text.length <= OVERLAP_CHARS) return text;
  const tail = text.slice(-OVERLAP_CHARS);
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1) : tail;
}

/**
 * Splits a document's text into chunks of about CHUNK_CHARS: paragraphs are packed together under their
 * heading, a new heading starts a new chunk, and a chunk that continues the same section begins with the
 * last OVERLAP_CHARS of the previous one so a sentence cut in two is still found whole. With `pages`
 * (a PDF's), each chunk carries the page its own text (after the overlap) starts on.
 */
export function chunkText(text: string, options: { markdown?: boolean; pages?: PageStart[] } = {}): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Section | null = null;
  const emit = () => {
    if (!current || current.parts.length === 0) return;
    const content = current.parts.join('\n\n');
    const chunk: Chunk = {
      position: chunks.length,
      content,
      heading: current.heading,
      token_count: countTokens(content),
    };
    if (options.pages) chunk.page = current.page;
    chunks.push(chunk);
  };
  for (const block of blocksOf(text, options.markdown ?? false, options.pages ?? [])) {
    for (const piece of splitLong(block.text, CHUNK_CHARS)) {
      if (current && current.heading === block.heading && current.length + piece.length + 2 <= CHUNK_CHARS) {
        current.parts.push(piece);
        current.length += piece.length + 2;
        continue;
      }
      const previous: Section | null = current;
      const overlap: string =
        previous !== null && previous.heading === block.heading ? tailOf(previous.parts.join('\n\n')) : '';
      emit();
      current = {
        heading: block.heading,
        parts: overlap ? [overlap, piece] : [piece],
        length: overlap.length + piece.length,
        page: block.page,
      };
    }
  }
  emit();
  return chunks;
}
