import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipKbOf, measureFirstLoads } from './firstLoad';

// The first-load budget (measured in Chromium, bench/firstLoad.ts) and the GraphQL playground's lazy
// chunks (from Vite's build manifest). Shared by `npm run report:size` and `npm run bench`.

/** Every route's first load, each opened directly. */
export const INITIAL_BUDGET_KB = 220;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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

function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The playground page plus everything it loads on demand, less what the project page already loaded
 * (the walk stops at chunks whose files it loaded: following every dynamic import would count other routes).
 */
function playgroundRows(distDir: string, projectPageFiles: Set<string>): SizeRow[] {
  const manifest = readManifest(distDir);
  const loaded = (key: string) => projectPageFiles.has(`/${manifest[key].file}`);
  const lazy = new Set<string>();
  // The page itself may be prefetched with the project's other tabs; what it loads on demand is still the playground's.
  const visit = (key: string) => {
    if (lazy.has(key) || (loaded(key) && key !== PLAYGROUND_PAGE)) return;
    lazy.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(PLAYGROUND_PAGE);
  const rows: SizeRow[] = [];
  for (const key of lazy) {
    const own = [manifest[key].file, ...(manifest[key].css ?? [])].filter((file) => !projectPageFiles.has(`/${file}`));
    if (own.length > 0)
      rows.push({
        name: `playground ${manifest[key].file}`,
        gzipKb: own.reduce((total, file) => total + (gzipKbOf(distDir, `/${file}`) ?? 0), 0),
        files: own.length,
        budgetKb: null,
      });
  }
  return rows.sort((a, b) => b.gzipKb - a.gzipKb);
}

export async function measureBundles(distDir = 'dist'): Promise<BundleReport> {
  readManifest(distDir);
  const loads = await measureFirstLoads(distDir);
  const initial = loads.map((load): SizeRow => ({
    name: `initial ${load.route}`,
    gzipKb: load.gzipKb,
    files: load.files.length,
    budgetKb: INITIAL_BUDGET_KB,
  }));
  const projectPage = loads.find((load) => load.route === '/projects/:projectId');
  const playground = playgroundRows(distDir, new Set(projectPage?.files ?? []));
  return { initial, playground, playgroundTotalKb: playground.reduce((total, row) => total + row.gzipKb, 0) };
}
