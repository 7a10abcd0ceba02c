import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Real Markdown for the ingestion bench: the README and docs pages that ship inside node_modules, read in
// a fixed order, deduplicated, and packed paragraph by paragraph into documents of 4.75 to 5.75 kB (a
// long page is cut, short pages are grouped). Nothing is generated, so the parser and chunker see the
// headings, lists, tables and code blocks developers actually write.

const MIN = 4_750;
const PIECE = 1_000;
// Licences and change logs are lists of versions and legal text, not the prose people index.
const LEFT_OUT = /^(changelog|history|license|licence|code_of_conduct|security)/i;

export interface ProseDocument {
  /** Where its text comes from, e.g. "zod/README.md" (the first page of a grouped document). */
  origin: string;
  text: string;
}

function markdownFiles(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === '.cache' || entry.name === '.vite' || entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(path, out);
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md') && !LEFT_OUT.test(entry.name)) out.push(path);
  }
}

/**
 * Paragraphs cut at line ends into pieces of at most PIECE bytes (one endless line anywhere), each with
 * what joins it to the one before: a blank line between paragraphs, a line break inside one.
 */
function piecesOf(text: string): { text: string; joiner: string }[] {
  const out: { text: string; joiner: string }[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const trimmed = paragraph.trim();
    if (!trimmed) continue;
    let joiner = '\n\n';
    let piece = '';
    for (const line of trimmed.split('\n')) {
      for (let start = 0; start < Math.max(line.length, 1); start += PIECE) {
        const part = line.slice(start, start + PIECE);
        if (piece && Buffer.byteLength(piece) + Buffer.byteLength(part) + 1 > PIECE) {
          out.push({ text: piece, joiner });
          joiner = '\n';
          piece = '';
        }
        piece = piece ? `${piece}\n${part}` : part;
      }
    }
    if (piece) out.push({ text: piece, joiner });
  }
  return out;
}

/** The first `count` documents of about 5 kB of real Markdown, always the same ones for one node_modules. */
export function realMarkdown(count: number, root = 'node_modules'): ProseDocument[] {
  const files: string[] = [];
  markdownFiles(root, files);
  const seen = new Set<string>();
  const documents: ProseDocument[] = [];
  let body = '';
  let size = 0;
  let origin = '';
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    if (seen.has(hash) || text.includes('\u0000')) continue;
    seen.add(hash);
    for (const piece of piecesOf(text)) {
      if (size >= MIN) {
        documents.push({ origin, text: body });
        if (documents.length === count) return documents;
        body = '';
        size = 0;
      }
      if (size === 0) origin = file.slice(root.length + 1);
      body = body ? `${body}${piece.joiner}${piece.text}` : piece.text;
      size = Buffer.byteLength(body);
    }
  }
  throw new Error(`node_modules holds only ${documents.length} Markdown documents of about 5 kB; ${count} needed`);
}
