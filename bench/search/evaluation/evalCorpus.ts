import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { proseCorpus, type ProseDocument } from '../proseCorpus';

// The labelled evaluation: the README of each package installed in node_modules (after `npm ci`, the same
// files on every machine), asked for by that package's own package.json description; the answer is that
// package's README. Real text nobody here wrote, available offline. The description's sentence is cut
// from its README where it appears verbatim, so a query never finds its answer by copy. Beside them,
// paraphrases written for this evaluation in other words than the package's description.

export interface EvalDocument {
  /** The pusher's id and title: the README's path under node_modules. */
  id: string;
  content: string;
}

export interface EvalQuery {
  text: string;
  /** The id of the one document that answers it. */
  answer: string;
  kind: 'description' | 'paraphrase';
}

/** Written for this evaluation, without the words of the package's description. */
export const PARAPHRASES: Array<[pkg: string, query: string]> = [
  ['lru-cache', 'evict the entries touched longest ago when storage is full'],
  ['nanoid', 'generate short random identifiers safe to put in links'],
  ['semver', 'compare software release numbers like 1.2.3 against ranges'],
  ['picomatch', 'check whether a filename fits a wildcard expression'],
  ['debug', 'print diagnostic messages only when an environment flag enables a namespace'],
  ['p-limit', 'cap how many asynchronous jobs run at the same moment'],
  ['argparse', 'read the options and flags given to a program on the terminal, python style'],
  ['html-to-text', 'turn web markup into readable unformatted prose'],
  ['escape-string-regexp', 'make a string safe to use inside a pattern for matching'],
  ['jszip', 'build and unpack compressed archives in the browser'],
  ['pako', 'deflate and inflate compressed bytes'],
  ['base64-js', 'turn bytes into ascii-safe text and back'],
  ['cross-spawn', 'launch child processes the same way on Windows and Linux'],
  ['which', 'find where an executable lives by searching the PATH'],
  ['ignore', 'skip the files that version control is told to leave out'],
  ['json5', 'configuration files with comments and trailing commas in object notation'],
  ['dataloader', 'combine many lookups into one round trip and memoize them'],
  ['markdown-it', 'render lightweight markup syntax to HTML'],
  ['yallist', 'a list where each node points to the next and the previous one'],
  ['fast-levenshtein', 'edit distance between two words'],
  ['punycode', 'encode international domain names in ASCII'],
  ['split2', 'break a stream of text at newline characters'],
  ['ajv', 'validate objects against a schema definition and report the errors'],
  ['jose', 'sign and verify web tokens and encrypt payloads'],
  ['once', 'make sure a callback can only fire a single time'],
  ['minimatch', 'test file paths against star patterns the way a shell does'],
  ['brace-expansion', 'turn a{b,c} into ab and ac like the shell'],
  ['d3-shape', 'draw lines, areas and pie slices for charts'],
  ['jsdom', 'a browser environment emulated inside Node for testing pages'],
  ['word-wrap', 'break long text into lines of a given width'],
  ['netmask', 'check whether an address belongs to a CIDR subnet'],
  ['tabbable', 'find the elements keyboard focus can move to'],
];

const README = /^readme(\.md|\.markdown)?$/i;
const MIN_BYTES = 500;
const MAX_BYTES = 200_000;
const MIN_DESCRIPTION_WORDS = 3;

function packageDirs(root: string): string[] {
  const dirs: string[] = [];
  for (const name of readdirSync(root)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) for (const inner of readdirSync(join(root, name))) dirs.push(`${name}/${inner}`);
    else dirs.push(name);
  }
  return dirs.sort();
}

interface Package {
  name: string;
  description: string;
  readme: EvalDocument;
}

/** Every top-level package with a README of reasonable size and a description of a few words. */
function packages(root: string): Package[] {
  const found: Package[] = [];
  const descriptions = new Set<string>();
  for (const dir of packageDirs(root)) {
    try {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { description?: unknown };
      const description = typeof manifest.description === 'string' ? manifest.description.trim() : '';
      if (description.split(/\s+/).length < MIN_DESCRIPTION_WORDS || descriptions.has(description)) continue;
      const file = readdirSync(join(root, dir)).find((name) => README.test(name));
      if (!file) continue;
      const size = statSync(join(root, dir, file)).size;
      if (size < MIN_BYTES || size > MAX_BYTES) continue;
      const content = readFileSync(join(root, dir, file), 'utf8')
        .replaceAll('\u0000', '')
        .replaceAll(description, '');
      descriptions.add(description);
      found.push({ name: dir, description, readme: { id: `${dir}/${file}`, content } });
    } catch {
      // Not a package (no or unreadable package.json): not part of the evaluation.
    }
  }
  return found;
}

export interface EvalCorpus {
  documents: EvalDocument[];
  queries: EvalQuery[];
  /** Other Markdown of node_modules (changelogs, guides, docs), none a README nor of an evaluated package. */
  unrelated: ProseDocument[];
}

/**
 * The first `count` packages by name (plus every paraphrase's package), their READMEs and queries; and
 * the other Markdown files of node_modules as unrelated documents.
 */
export function evalCorpus(count: number, root = 'node_modules'): EvalCorpus {
  const all = packages(root);
  const paraphrased = new Set(PARAPHRASES.map(([pkg]) => pkg));
  const chosen = [...all.filter((p) => paraphrased.has(p.name)), ...all.filter((p) => !paraphrased.has(p.name))];
  const selected = chosen.slice(0, Math.max(count, paraphrased.size));
  const byName = new Map(selected.map((p) => [p.name, p]));
  const queries: EvalQuery[] = selected.map((p) => ({ text: p.description, answer: p.readme.id, kind: 'description' }));
  for (const [pkg, text] of PARAPHRASES) {
    const target = byName.get(pkg);
    if (target) queries.push({ text, answer: target.readme.id, kind: 'paraphrase' });
  }
  // Nested packages' READMEs are left out too: many are other versions of an answer. So is every other
  // Markdown file of an evaluated package (its changelog, its docs): it is about the answer, not unrelated.
  const evaluated = selected.map((p) => `${p.name}/`);
  const unrelated = proseCorpus(root).filter(
    (doc) => !/(^|\/)readme(\.md|\.markdown)?$/i.test(doc.title) && !evaluated.some((dir) => doc.title.startsWith(dir)),
  );
  return { documents: selected.map((p) => p.readme), queries, unrelated };
}
