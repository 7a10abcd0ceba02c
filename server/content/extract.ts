import { extractText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import { convert } from 'html-to-text';
import type { ContentType } from './formats';

/** The text of a document, or why there is none. Runs inside the extraction worker. */
export type Extraction = { ok: true; text: string } | { ok: false; error: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

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

/** Flattens JSON into "path: value" lines, so keys and values are both searchable. */
function jsonLines(value: unknown, path: string, out: string[]): void {
  if (out.length > 100_000) return;
  if (Array.isArray(value)) value.forEach((item, i) => jsonLines(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) jsonLines(item, path ? `${path}.${key}` : key, out);
  } else out.push(path ? `${path}: ${String(value)}` : String(value));
}

async function extractPdf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/** Turns an original into plain text; anything a parser throws becomes the reason the document failed. */
export async function extractDocument(bytes: Uint8Array, contentType: ContentType): Promise<Extraction> {
  try {
    switch (contentType) {
      case 'application/pdf':
        return { ok: true, text: await extractPdf(bytes) };
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return { ok: true, text: (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value };
      case 'text/html':
        return { ok: true, text: convert(utf8.decode(bytes), HTML_OPTIONS) };
      case 'application/json': {
        const lines: string[] = [];
        jsonLines(JSON.parse(utf8.decode(bytes)) as unknown, '', lines);
        return { ok: true, text: lines.join('\n') };
      }
      default:
        return { ok: true, text: utf8.decode(bytes) };
    }
  } catch (error) {
    return { ok: false, error: reasonOf(contentType, error) };
  }
}

function reasonOf(contentType: ContentType, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TypeError && /encoded data was not valid/i.test(message)) return 'The text is not valid UTF-8';
  if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return `Not a readable DOCX file (${message.split('\n')[0].slice(0, 120)})`;
  if (contentType === 'application/pdf') return `Not a readable PDF file (${message.slice(0, 120)})`;
  if (contentType === 'application/json') return `Invalid JSON (${message.slice(0, 120)})`;
  return message.slice(0, 200);
}
