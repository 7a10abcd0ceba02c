import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// `npm run report:size`: gzip size of what the first load of /login and /projects needs (DESIGN §8 budget),
// plus each lazy chunk of the GraphQL playground. Reads dist/ (run `npm run build` first).
const DIST = 'dist';
const BUDGET_KB = 220;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` (vite.config.ts sets build.manifest).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

/** The chunk and everything it imports statically, with their CSS. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function files(keys: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    out.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) out.add(css);
  }
  return out;
}

const total = (set: Set<string>) => [...set].reduce((sum, file) => sum + gzipKb(file), 0);
const findKey = (fragment: string) => {
  const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the manifest`);
  return key;
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('No entry chunk in the manifest');

const routes = {
  '/login': ['src/features/session/pages/LoginPage.tsx'],
  '/projects': ['src/app/ShellLayout.tsx', 'src/features/projects/pages/ProjectsPage.tsx'],
};

const rows: Array<[string, number, string]> = [];
let overBudget = false;
for (const [route, pages] of Object.entries(routes)) {
  const size = total(files(closure([entry, ...pages.map(findKey)])));
  const ok = size <= BUDGET_KB;
  overBudget ||= !ok;
  rows.push([`initial ${route}`, size, ok ? `≤ ${BUDGET_KB} kB` : `OVER ${BUDGET_KB} kB`]);
}

// The playground's lazy chunks: its page and everything it loads on demand, outside the initial load.
const initial = files(closure([entry]));
const playground = findKey('src/features/graphqlPlayground/pages/GraphqlPlaygroundPage.tsx');
const lazy = new Set<string>();
const visit = (key: string, seen = new Set<string>()) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  lazy.add(key);
  for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next, seen);
};
visit(playground);
for (const key of lazy) {
  const own = [manifest[key].file, ...(manifest[key].css ?? [])].filter((file) => !initial.has(file));
  if (own.length === 0) continue;
  rows.push([`playground ${manifest[key].file}`, own.reduce((sum, file) => sum + gzipKb(file), 0), 'lazy']);
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'chunk'.padEnd(width)}  gzip kB  note`);
for (const [name, size, note] of rows) console.log(`${name.padEnd(width)}  ${size.toFixed(1).padStart(7)}  ${note}`);
process.exit(overBudget ? 1 : 0);
