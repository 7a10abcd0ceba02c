import { extractText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import { convert } from 'html-to-text';
import { MAX_TEXT_CHARS, type ContentType } from './formats';
import { decodeText } from './charset';
import { checkHtmlDepth, checkZip, LimitError } from './bounds';

/**
 * The text of a document, or why there is none. Runs inside the extraction worker. `parts` are its pages
 * when `paged` (PDF), else its one whole text; `title` is the title the file's own metadata gives.
 */
export type Extraction =
  { ok: true; parts: string[]; paged: boolean; title: string | null } | { ok: false; error: string };

// Headings keep their case and links their text only: what the reader sees, nothing from <script>/<style>.
const HTML_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'dataTable' },
  ],
};

/**
 * Flattens JSON into "path: value" lines, so keys and values are both searchable. Stops only past the text
 * limit, so the document is cut where parsing says it was, and says so; never by a count of lines.
 */
function jsonLines(value: unknown, path: string, out: { lines: string[]; chars: number }): void {
  if (out.chars > MAX_TEXT_CHARS) return;
  if (Array.isArray(value)) value.forEach((item, i) => jsonLines(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) jsonLines(item, path ? `${path}.${key}` : key, out);
  } else {
    const line = path ? `${path}: ${String(value)}` : String(value);
    out.lines.push(line);
    out.chars += line.length + 1;
  }
}

/** A title worth showing: the first non-empty of these, on one line. */
function titleOf(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    const title = typeof candidate === 'string' ? candidate.replace(/\s+/g, ' ').trim() : '';
    if (title) return title.slice(0, 300);
  }
  return null;
}

async function extractPdf(bytes: Uint8Array): Promise<Extraction> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    // XMP first, as PDF viewers do: it is the metadata editors keep current.
    const meta = await pdf.getMetadata().catch(() => null);
    const info = meta?.info as { Title?: unknown } | undefined;
    const title = titleOf(meta?.metadata?.get('dc:title'), info?.Title);
    return { ok: true, parts: text, paged: true, title };
  } finally {
    await pdf.destroy();
  }
}

const whole = (text: string): Extraction => ({ ok: true, parts: [text], paged: false, title: null });

/** Turns an original into plain text; anything a parser throws becomes the reason the document failed. */
export async function extractDocument(
  bytes: Uint8Array,
  contentType: ContentType,
  charset: string | null = null,
): Promise<Extraction> {
  try {
    switch (contentType) {
      case 'application/pdf':
        return await extractPdf(bytes);
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        await checkZip(bytes, 'DOCX');
        return whole((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
      case 'text/html': {
        const html = decodeText(bytes, { declared: charset, markup: true });
        checkHtmlDepth(html);
        return whole(convert(html, HTML_OPTIONS));
      }
      case 'application/json': {
        const out = { lines: [], chars: 0 };
        jsonLines(JSON.parse(decodeText(bytes, { declared: charset })) as unknown, '', out);
        return whole(out.lines.join('\n'));
      }
      default:
        return whole(decodeText(bytes, { declared: charset }));
    }
  } catch (error) {
    return { ok: false, error: reasonOf(contentType, error) };
  }
}

function reasonOf(contentType: ContentType, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof LimitError) return message;
  if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return `Not a readable DOCX file (${message.split('\n')[0].slice(0, 120)})`;
  if (contentType === 'application/pdf') return `Not a readable PDF file (${message.slice(0, 120)})`;
  if (contentType === 'application/json') return `Invalid JSON (${message.slice(0, 120)})`;
  return message.slice(0, 200);
}
