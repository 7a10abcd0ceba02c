import { deflateSync } from 'node:zlib';

// A small PDF writer for the ingestion bench: node_modules ships no PDFs and the project has no PDF
// library, so real prose is typeset here as Letter pages of 10 pt Helvetica (a standard font, nothing
// embedded) with compressed content streams, the way simple report generators write them.

const PAGE = { width: 612, height: 792, margin: 56 };
const FONT_SIZE = 10;
const LEADING = 13;
const LINE_CHARS = 95;
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);

/** Wraps text at spaces into lines of at most LINE_CHARS, keeping its line breaks. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = '';
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > LINE_CHARS) {
        lines.push(line);
        line = '';
      }
      line = line ? `${line} ${word.slice(0, LINE_CHARS)}` : word.slice(0, LINE_CHARS);
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF string literal in WinAnsi: Latin-1 characters as they are, anything else as "?". */
const literal = (line: string) =>
  `(${[...line]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) > 0xff ? '?' : ch))
    .join('')
    .replace(/[\\()]/g, (ch) => `\\${ch}`)})`;

/** The bytes of a PDF that shows `text` (a title in its info dictionary), as many pages as it takes. */
export function writePdf(title: string, text: string): Buffer {
  const lines = wrap(text);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  const pageIds = pages.map((_, i) => 5 + 2 * i);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${literal(title)} /Producer (ingestion bench) >>`);
  for (const [i, page] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
    );
    const start = `${PAGE.margin} ${PAGE.height - PAGE.margin - FONT_SIZE}`;
    const content = `BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${start} Td\n${page.map((line) => `${literal(line)} Tj T*`).join('\n')}\nET`;
    const stream = deflateSync(Buffer.from(content, 'latin1'));
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  }
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
