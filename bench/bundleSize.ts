import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEVTOOLS_BOOT_MODULE } from '../scripts/startAfterFirstPaint';

// Gzip size of what a first load needs, read from Vite's build manifest. Shared by
// `npm run report:size` and `npm run bench`.

export const INITIAL_BUDGET_KB = 220;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialLoad {
  name: string;
  /** Lazy route modules this URL loads on first paint, outermost layout first. */
  modules: string[];
  /** Checked against INITIAL_BUDGET_KB (only /login and /projects have a first-load budget). */
  budgeted: boolean;
}

/** What the router loads for each measured URL (src/app/routes.tsx). */
export const INITIAL_LOADS: InitialLoad[] = [
  { name: '/login', modules: ['src/features/session/pages/LoginPage.tsx'], budgeted: true },
  {
    name: '/projects',
    modules: ['src/app/ShellLayout.tsx', 'src/features/projects/pages/ProjectsPage.tsx'],
    budgeted: true,
  },
  {
    name: '/projects/:projectId',
    modules: [
      'src/app/ShellLayout.tsx',
      'src/features/projects/components/ProjectScope.tsx',
      'src/features/sources/pages/ProjectSourcesPage.tsx',
    ],
    budgeted: false,
  },
];

const PLAYGROUND_PAGE = 'src/features/graphqlPlayground/pages/GraphqlPlaygroundPage.tsx';

export interface SizeRow {
  name: string;
  gzipKb: number;
  files: number;
  /** null when no budget applies. */
  budgetKb: number | null;
}

export interface BundleReport {
  initial: SizeRow[];
  /** The playground's own chunks: what opening it adds on top of the project page. */
  playground: SizeRow[];
  playgroundTotalKb: number;
}

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The chunks and their static imports, transitively. Dynamic imports are not followed: they load
 * later (other routes, the toast renderer), not as part of this load.
 */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the build manifest`);
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** Every JS and CSS file of these chunks. */
export function chunkFiles(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry chunk in the build manifest');
  return entry;
}

export function measureBundles(distDir = 'dist'): BundleReport {
  const manifest = readManifest(distDir);
  const gzipCache = new Map<string, number>();
  const gzipKb = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length / 1024;
      gzipCache.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const entry = entryKey(manifest);
  // The entry imports its boot steps dynamically (src/main.tsx); every first load runs them all but
  // the DevTools step, which runs only with the extension present.
  const boot = [entry, ...(manifest[entry].dynamicImports ?? []).filter((key) => key !== DEVTOOLS_BOOT_MODULE)];

  const initialChunks = new Map<string, Set<string>>();
  const initial = INITIAL_LOADS.map(({ name, modules, budgeted }): SizeRow => {
    const chunks = staticClosure(manifest, [...boot, ...modules]);
    initialChunks.set(name, chunks);
    const files = chunkFiles(manifest, chunks);
    return {
      name: `initial ${name}`,
      gzipKb: sum(files),
      files: files.size,
      budgetKb: budgeted ? INITIAL_BUDGET_KB : null,
    };
  });

  // The playground page plus everything it loads on demand. The walk stops at chunks the project
  // page already loaded: following the entry's dynamic imports would count every other route too.
  const projectPage = initialChunks.get('/projects/:projectId')!;
  const projectFiles = chunkFiles(manifest, projectPage);
  const lazy = new Set<string>();
  const visit = (key: string) => {
    if (lazy.has(key) || projectPage.has(key)) return;
    lazy.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(PLAYGROUND_PAGE);
  const playground: SizeRow[] = [];
  for (const key of lazy) {
    const own = [...chunkFiles(manifest, [key])].filter((file) => !projectFiles.has(file));
    if (own.length > 0)
      playground.push({
        name: `playground ${manifest[key].file}`,
        gzipKb: sum(own),
        files: own.length,
        budgetKb: null,
      });
  }
  playground.sort((a, b) => b.gzipKb - a.gzipKb);
  return { initial, playground, playgroundTotalKb: playground.reduce((total, row) => total + row.gzipKb, 0) };
}
