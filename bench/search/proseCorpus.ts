import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Real prose for the search bench: the Markdown files (READMEs, changelogs, guides) that the installed
// packages ship in node_modules, each one document, duplicates dropped. Written by people, in English
// mostly, with code and headings in between: the mix a developer platform indexes.

export interface ProseDocument {
  /** The file's path under node_modules, which is also what path-aware search matches. */
  title: string;
  content: string;
}

const MIN_BYTES = 400;
const MAX_BYTES = 200_000;

function markdownFiles(dir: string, found: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(path, found);
    else if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name)) found.push(path);
  }
}

/** Every distinct Markdown file of node_modules between MIN_BYTES and MAX_BYTES, in path order. */
export function proseCorpus(root = 'node_modules'): ProseDocument[] {
  const paths: string[] = [];
  markdownFiles(root, paths);
  const seen = new Set<string>();
  const documents: ProseDocument[] = [];
  for (const path of paths.sort()) {
    const size = statSync(path).size;
    if (size < MIN_BYTES || size > MAX_BYTES) continue;
    const content = readFileSync(path, 'utf8').replaceAll('\u0000', '');
    const hash = createHash('sha1').update(content).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    documents.push({ title: relative(root, path), content });
  }
  return documents;
}
