import type { SearchMode } from '../../contract/search';
import { documentsPage } from '../../server/api/documents';
import { loadProject } from '../../server/core/lookups';
import { DEFAULT_SETTINGS } from '../../server/api/projects';
import { chunkText } from '../../server/content/chunking';
import { analyzeChangedTables } from '../../server/db/autoAnalyze';
import type { Claims } from '../../server/core/context';
import { startPlatform, type Platform } from '../../server/platform';
import { embeddingSettled, startEmbeddingRun } from '../../server/search/embeddingRuns';
import { platformEmbedder } from '../../server/search/platformEmbedder';
import { searchProject } from '../../server/search/searchService';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { ensureBilling } from '../../server/billing/invoices';
import { createUser } from '../../server/supabase/users';
import { proseCorpus, type ProseDocument } from './proseCorpus';

// Search at volume: a project filled with real prose (proseCorpus) through insertDocuments, which
// chunks with the indexer's chunker; its semantic search switched on and embedded by the real embedding
// run; then every query of QUERIES in each mode, timed as the dashboard API runs it (searchProject,
// RLS and query embedding included, HTTP excluded), and the Documents list's ranked search.

export const MODES = ['keyword', 'semantic', 'hybrid'] as const;
type Timed = (typeof MODES)[number] | 'documents';

/** Questions a developer asks of the READMEs and changelogs of their dependencies. */
const QUERIES = [
  'how do I configure source maps',
  'parse command line arguments',
  'breaking changes in the next major version',
  'install with npm',
  'escape HTML characters',
  'environment variables',
  'typescript type definitions',
  'browser compatibility',
  'memory leak fix',
  'format a date in another timezone',
  'debounce a function call',
  'websocket reconnect',
  'permission is hereby granted',
  'promise rejection handling',
  'unicode string width',
  'glob pattern matching',
  'stream backpressure',
  'deprecated option removed',
  'performance improvements',
  'security vulnerability',
];
const PASSES = 3;

export interface Latency {
  p50: number;
  p95: number;
  samples: number;
}

export interface SearchSizeResult {
  chunks: number;
  documents: number;
  /** How many times the corpus had to be repeated (as copies under other paths) to reach the volume. */
  corpusPasses: number;
  loadSeconds: number;
  /** The embedding run end to end: read chunks, embed, store the vectors. */
  embeddingRunChunksPerSecond: number;
  /** The embedder alone, on the project's chunk texts. */
  embedOnlyChunksPerSecond: number;
  latency: Record<Timed, Latency>;
}

export interface SearchBenchResult {
  embedder: string;
  /** Resident memory and array buffers the embedder's table added when it loaded, and how long it took. */
  embedderRssMb: number;
  embedderBuffersMb: number;
  embedderLoadMs: number;
  sizes: SearchSizeResult[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const mb = (bytes: number) => bytes / 1024 / 1024;

async function world(platform: Platform) {
  const { id: ownerId } = await createUser(platform.ctx, {
    email: 'search-bench@example.com',
    password: 'search-bench-password',
    name: 'Search bench',
  });
  return platform.ctx.asService(async (tx) => {
    await ensureBilling(tx, ownerId, 'team');
    const settings = { ...DEFAULT_SETTINGS, features: { ...DEFAULT_SETTINGS.features, semanticSearch: true } };
    const project = await tx.query<{ id: string }>(
      "insert into public.projects (owner_id, name, settings) values ($1, 'Search bench', $2) returning id",
      [ownerId, settings],
    );
    const source = await tx.query<{ id: string; owner_id: string; project_id: string }>(
      `insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'push_api', 'push')
       returning id, owner_id, project_id`,
      [ownerId, project.rows[0].id],
    );
    return { ownerId, projectId: project.rows[0].id, source: source.rows[0] };
  });
}

/** Fills the source with documents until they hold `target` chunks; returns documents and passes. */
async function load(
  platform: Platform,
  source: { id: string; owner_id: string; project_id: string },
  corpus: ProseDocument[],
  target: number,
) {
  let chunks = 0;
  let documents = 0;
  let pass = 0;
  let batch: ProseDocument[] = [];
  const flush = async () => {
    const docs = batch.map((doc) => ({
      ...doc,
      url: `node_modules/${doc.title}`,
      mime_type: 'text/markdown',
      metadata: {},
    }));
    batch = [];
    await platform.ctx.asService((tx) => insertDocuments(tx, source, docs));
  };
  while (chunks < target) {
    for (const doc of corpus) {
      if (chunks >= target) break;
      const title = pass === 0 ? doc.title : `copy-${pass}/${doc.title}`;
      chunks += chunkText(doc.content, { markdown: true }).length;
      documents += 1;
      batch.push({ title, content: doc.content });
      if (batch.length === 200) await flush();
    }
    pass += 1;
  }
  if (batch.length > 0) await flush();
  return { documents, passes: pass };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measureSize(corpus: ProseDocument[], target: number): Promise<SearchSizeResult> {
  const platform = await startPlatform({ port: 0, memory: true, speed: 'fast', seed: false });
  try {
    const { ownerId, projectId, source } = await world(platform);
    const loadStarted = performance.now();
    const { documents, passes } = await load(platform, source, corpus, target);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const { rows } = await platform.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from public.document_chunks where project_id = $1',
      [projectId],
    );
    const chunks = rows[0].n;

    const runMs = await time(async () => {
      await startEmbeddingRun(platform.ctx, ownerId, projectId);
      await embeddingSettled(platform.ctx, projectId);
    });
    const texts = (
      await platform.ctx.db.query<{ content: string }>(
        'select content from public.document_chunks where project_id = $1 order by id limit 5000',
        [projectId],
      )
    ).rows.map((row) => row.content);
    const embedMs = await time(async () => {
      for (let i = 0; i < texts.length; i += 200) await platformEmbedder().embed(texts.slice(i, i + 200));
    });
    // What the platform's autovacuum stand-in does within seconds of a bulk change: analyze the tables and
    // move the GIN indexes' pending lists into the indexes.
    await analyzeChangedTables(platform.ctx.db);

    const claims: Claims = { sub: ownerId, role: 'authenticated' };
    const samples: Record<Timed, number[]> = { keyword: [], semantic: [], hybrid: [], documents: [] };
    const once = (mode: Timed, text: string) =>
      mode === 'documents'
        ? // As the route runs it: the project checked as the user, the ranking with service rights.
          platform.ctx
            .asUser(claims, (tx) => loadProject(tx, projectId))
            .then(() => platform.ctx.asService((tx) => documentsPage(tx, projectId, { search: text })))
        : searchProject(platform.ctx, claims, projectId, {
            text,
            mode: mode as SearchMode,
            sourceIds: null,
            mimeType: null,
            limit: 10,
          });
    const timed: Timed[] = [...MODES, 'documents'];
    // One untimed pass warms the plans and the count cache.
    for (const text of QUERIES) for (const mode of timed) await once(mode, text);
    for (let pass = 0; pass < PASSES; pass++)
      for (const text of QUERIES) for (const mode of timed) samples[mode].push(await time(() => once(mode, text)));
    const latency = Object.fromEntries(
      timed.map((mode) => [
        mode,
        { p50: percentile(samples[mode], 50), p95: percentile(samples[mode], 95), samples: samples[mode].length },
      ]),
    ) as Record<Timed, Latency>;
    return {
      chunks,
      documents,
      corpusPasses: passes,
      loadSeconds,
      embeddingRunChunksPerSecond: chunks / (runMs / 1000),
      embedOnlyChunksPerSecond: texts.length / (embedMs / 1000),
      latency,
    };
  } finally {
    await platform.close();
  }
}

/** The search section of `npm run bench`: the embedder's load, then each volume on a platform of its own. */
export async function measureSearch(volumes: number[]): Promise<SearchBenchResult> {
  const corpus = proseCorpus();
  const embedder = platformEmbedder();
  const before = process.memoryUsage();
  const embedderLoadMs = await time(() => embedder.ready());
  const after = process.memoryUsage();
  const sizes: SearchSizeResult[] = [];
  for (const volume of volumes) sizes.push(await measureSize(corpus, volume));
  return {
    embedder: embedder.id,
    embedderRssMb: mb(after.rss - before.rss),
    embedderBuffersMb: mb(after.arrayBuffers - before.arrayBuffers),
    embedderLoadMs,
    sizes,
  };
}
