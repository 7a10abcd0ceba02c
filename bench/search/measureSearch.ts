import { SEARCH_QUERY_MAX, type SearchMode } from '../../contract/search';
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

// The worst query a user can type: 500 characters of words most READMEs hold, joined by "or".
const COMMON_WORDS = [
  'install',
  'use',
  'function',
  'option',
  'file',
  'version',
  'default',
  'value',
  'module',
  'return',
];
export const LONG_QUERY = Array.from({ length: 100 }, (_, i) => COMMON_WORDS[i % COMMON_WORDS.length])
  .join(' or ')
  .slice(0, SEARCH_QUERY_MAX);
/** The long query runs this many times back to back (plain, then websearch syntax, alternately). */
const LONG_RUNS = 6;
/** Another tenant's cheap read is issued this often, whether or not the last one was answered. */
const READ_EVERY_MS = 10;
const IDLE_READS = 100;

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
  /** The 500-character "or" query, and another tenant's cheap read while it runs against idle. */
  longQuery: { p50: number; max: number; readIdleP95: number; readBusyP95: number; reads: number };
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

/**
 * One tenant asks LONG_QUERY over the filled project, back to back, while another tenant (a user with a
 * project of their own) reads it every READ_EVERY_MS: each read is timed from when it was due, so a read
 * that waits for the search counts its wait. The same reads with nothing else running are the idle figure.
 */
async function measureLongQuery(platform: Platform, claims: Claims, projectId: string) {
  const { id: otherId } = await createUser(platform.ctx, {
    email: 'search-bench-neighbour@example.com',
    password: 'search-bench-password',
    name: 'Neighbour',
  });
  const otherProject = await platform.ctx.asService(async (tx) => {
    await ensureBilling(tx, otherId, 'free');
    const { rows } = await tx.query<{ id: string }>(
      "insert into public.projects (owner_id, name) values ($1, 'Neighbour') returning id",
      [otherId],
    );
    return rows[0].id;
  });
  const other: Claims = { sub: otherId, role: 'authenticated' };
  const read = () => platform.ctx.asUser(other, (tx) => loadProject(tx, otherProject));
  const idle: number[] = [];
  for (let i = 0; i < IDLE_READS; i++) idle.push(await time(read));

  const busy: number[] = [];
  const reads: Promise<void>[] = [];
  let searching = true;
  // Open loop on a fixed schedule: the embedded database runs on this thread, so a timer cannot fire while
  // a statement runs, and a read due then is issued late but still timed from when it was due.
  const start = performance.now();
  const reader = (async () => {
    for (let k = 0; searching; k++) {
      const due = start + k * READ_EVERY_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reads.push(read().then(() => void busy.push(performance.now() - due)));
    }
  })();
  const long: number[] = [];
  for (let run = 0; run < LONG_RUNS; run++) {
    // Each search is a request of its own: the event loop turns between them (a search's statements
    // follow each other without one), so the reads due meanwhile are issued and queue for the database.
    await new Promise((resolve) => setImmediate(resolve));
    long.push(
      await time(() =>
        searchProject(platform.ctx, claims, projectId, {
          text: LONG_QUERY,
          mode: 'keyword',
          syntax: run % 2 === 0 ? 'plain' : 'websearch',
          sourceIds: null,
          mimeType: null,
          limit: 10,
        }),
      ),
    );
  }
  searching = false;
  await reader;
  await Promise.all(reads);
  return {
    p50: percentile(long, 50),
    max: Math.max(...long),
    readIdleP95: percentile(idle, 95),
    readBusyP95: percentile(busy, 95),
    reads: busy.length,
  };
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
    const longQuery = await measureLongQuery(platform, claims, projectId);
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
      longQuery,
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
