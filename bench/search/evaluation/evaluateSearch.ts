import type { SearchMode } from '../../../contract/search';
import { SEARCH_QUERY_MAX } from '../../../contract/search';
import { DEFAULT_SETTINGS } from '../../../server/api/projects';
import { chunkText } from '../../../server/content/chunking';
import { analyzeChangedTables } from '../../../server/db/autoAnalyze';
import type { Claims } from '../../../server/core/context';
import { startPlatform, type Platform } from '../../../server/platform';
import { embeddingSettled } from '../../../server/search/embeddingRuns';
import { searchProject } from '../../../server/search/searchService';
import { createBenchSource, type BenchSource } from '../../ingestion/benchSource';
import { evalCorpus, type EvalDocument, type EvalQuery } from './evalCorpus';
import { bm25Index } from './plainBm25';

// Each scenario runs on a platform of its own, started in this process: the documents are pushed through
// the real push API (/push/v1, a project API key), indexed and embedded as any push is, then every query
// is asked in each mode as the dashboard API runs it (grouped by document, top 10), beside a plain BM25
// over the same chunks and over the same whole documents, computed in the same run. Unrelated documents
// are pushed once after the evaluated ones and once before them: the same corpus in two orders, so any
// difference between those two is the push order's, and any between them and "as pushed" the corpus's.

export const ENGINES = ['keyword', 'semantic', 'hybrid', 'BM25 over chunks', 'BM25 over documents'] as const;
export type Engine = (typeof ENGINES)[number];
export const SCENARIOS = ['as pushed', 'unrelated last', 'unrelated first'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const K = 10;
const PUSH_BATCH = 50;

export interface Metrics {
  r1: number;
  r10: number;
  mrr10: number;
  paraphraseR10: number;
}

export interface EvalRow extends Metrics {
  scenario: Scenario;
  engine: Engine;
}

export interface EvalResult {
  documents: number;
  descriptionQueries: number;
  paraphraseQueries: number;
  /** Chunks of the evaluated documents, and of the unrelated ones pushed with them. */
  chunks: number;
  unrelatedChunks: number;
  rows: EvalRow[];
  /** Per engine: queries whose answer ranks differently (within K) with the unrelated pushed first than last. */
  orderChanges: Record<Engine, number>;
  queries: number;
}

export interface EvalOptions {
  /** How many packages' READMEs (and descriptions) to evaluate on. */
  packages: number;
  /** About how many chunks of unrelated Markdown to push with them in the second and third scenarios. */
  unrelatedChunks: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function push(source: BenchSource, documents: EvalDocument[]) {
  for (let i = 0; i < documents.length; i += PUSH_BATCH) {
    const batch = documents.slice(i, i + PUSH_BATCH).map((doc) => ({
      id: doc.id,
      title: doc.id,
      content: doc.content,
      contentType: 'text/markdown',
    }));
    const reply = await fetch(source.url, {
      method: 'POST',
      headers: { 'x-api-key': source.key, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: batch }),
    });
    const text = await reply.text();
    if (reply.status !== 202) throw new Error(`push → ${reply.status} ${text}`);
  }
}

/** Waits until every pushed document is indexed and every chunk embedded. */
async function settled(platform: Platform, projectId: string, documents: number) {
  for (;;) {
    const { rows } = await platform.ctx.db.query<{ docs: number; runs: number; chunks: number; vectors: number }>(
      `select (select count(*)::int from public.documents where project_id = $1) as docs,
              (select count(*)::int from public.indexing_runs r join public.sources s on s.id = r.source_id
                where s.project_id = $1 and r.status in ('QUEUED', 'RUNNING')) as runs,
              (select count(*)::int from public.document_chunks where project_id = $1) as chunks,
              (select count(*)::int from public.chunk_embeddings where project_id = $1) as vectors`,
      [projectId],
    );
    const state = rows[0];
    if (state.docs >= documents && state.runs === 0) {
      await embeddingSettled(platform.ctx, projectId);
      if (state.vectors >= state.chunks) return state.chunks;
    }
    await pause(200);
  }
}

/** 1-based rank of the answer in a ranked list of document titles, or null beyond K. */
const rankOf = (titles: string[], answer: string) => {
  const i = titles.slice(0, K).indexOf(answer);
  return i < 0 ? null : i + 1;
};

function metrics(queries: EvalQuery[], ranks: Array<number | null>): Metrics {
  const of = (kind: EvalQuery['kind']) => ranks.filter((_, i) => queries[i].kind === kind);
  const described = of('description');
  const share = (list: Array<number | null>, test: (r: number) => boolean) =>
    list.length === 0 ? 0 : list.filter((r) => r !== null && test(r)).length / list.length;
  return {
    r1: share(described, (r) => r === 1),
    r10: share(described, () => true),
    mrr10:
      described.length === 0 ? 0 : described.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / described.length,
    paraphraseR10: share(of('paraphrase'), () => true),
  };
}

interface ScenarioResult {
  rows: EvalRow[];
  /** Each engine's rank of each query's answer, in query order. */
  ranks: Map<Engine, Array<number | null>>;
  chunks: number;
  unrelatedChunks: number;
}

async function scenario(
  name: Scenario,
  documents: EvalDocument[],
  queries: EvalQuery[],
  unrelated: EvalDocument[],
): Promise<ScenarioResult> {
  const platform = await startPlatform({ port: 0, memory: true, seed: false });
  try {
    const source = await createBenchSource(platform);
    const projectId = new URL(source.url).pathname.split('/')[4];
    const { rows: owners } = await platform.ctx.db.query<{ owner_id: string }>(
      `update public.projects set settings = $2 where id = $1 returning owner_id`,
      [projectId, { ...DEFAULT_SETTINGS, features: { ...DEFAULT_SETTINGS.features, semanticSearch: true } }],
    );
    const claims: Claims = { sub: owners[0].owner_id, role: 'authenticated' };
    const order = name === 'unrelated first' ? [unrelated, documents] : [documents, unrelated];
    // Chunks of each batch, in push order.
    const counts: number[] = [];
    let pushed = 0;
    let before = 0;
    for (const batch of order) {
      if (batch.length > 0) await push(source, batch);
      pushed += batch.length;
      const total = batch.length > 0 ? await settled(platform, projectId, pushed) : before;
      counts.push(total - before);
      before = total;
    }
    const [chunks, unrelatedChunks] = name === 'unrelated first' ? [counts[1], counts[0]] : counts;
    await analyzeChangedTables(platform.ctx.db);

    const rows: EvalRow[] = [];
    const allRanks = new Map<Engine, Array<number | null>>();
    for (const mode of ['keyword', 'semantic', 'hybrid'] as SearchMode[]) {
      const ranks: Array<number | null> = [];
      for (const query of queries) {
        const { hits } = await searchProject(platform.ctx, claims, projectId, {
          text: query.text.slice(0, SEARCH_QUERY_MAX),
          mode,
          group: 'document',
          sourceIds: null,
          mimeType: null,
          limit: K,
        });
        ranks.push(
          rankOf(
            hits.map((hit) => hit.document.title),
            query.answer,
          ),
        );
      }
      rows.push({ scenario: name, engine: mode as Engine, ...metrics(queries, ranks) });
      allRanks.set(mode as Engine, ranks);
    }

    const { rows: stored } = await platform.ctx.db.query<{ title: string; content: string; chunk: string | null }>(
      `select d.title, d.content, null as chunk from public.documents d where d.project_id = $1
       union all
       select d.title, null, c.content from public.document_chunks c join public.documents d on d.id = c.document_id
        where c.project_id = $1`,
      [projectId],
    );
    const byDocument = bm25Index(
      stored.filter((r) => r.chunk === null).map((r) => ({ key: r.title, text: r.content })),
    );
    const byChunk = bm25Index(stored.filter((r) => r.chunk !== null).map((r) => ({ key: r.title, text: r.chunk! })));
    const baseline = (engine: Engine, titles: (text: string) => string[]) => {
      const ranks = queries.map((query) => rankOf(titles(query.text.slice(0, SEARCH_QUERY_MAX)), query.answer));
      rows.push({ scenario: name, engine, ...metrics(queries, ranks) });
      allRanks.set(engine, ranks);
    };
    // A document scores as its best chunk, as the product's grouped results do.
    baseline('BM25 over chunks', (text) => [...new Set(byChunk.search(text, K * 20).map((hit) => hit.key))]);
    baseline('BM25 over documents', (text) => byDocument.search(text, K).map((hit) => hit.key));
    return { rows, ranks: allRanks, chunks, unrelatedChunks };
  } finally {
    await platform.close();
  }
}

/** Unrelated Markdown until about `target` chunks, in path order. */
function unrelatedDocuments(all: Array<{ title: string; content: string }>, target: number): EvalDocument[] {
  const picked: EvalDocument[] = [];
  let chunks = 0;
  for (const doc of all) {
    if (chunks >= target) break;
    chunks += chunkText(doc.content, { markdown: true }).length;
    picked.push({ id: `unrelated/${doc.title}`, content: doc.content });
  }
  return picked;
}

export async function evaluateSearch(options: EvalOptions): Promise<EvalResult> {
  const corpus = evalCorpus(options.packages);
  const unrelated = unrelatedDocuments(corpus.unrelated, options.unrelatedChunks);
  const pushed = await scenario('as pushed', corpus.documents, corpus.queries, []);
  const last = await scenario('unrelated last', corpus.documents, corpus.queries, unrelated);
  const first = await scenario('unrelated first', corpus.documents, corpus.queries, unrelated);
  const orderChanges = Object.fromEntries(
    ENGINES.map((engine) => {
      const [a, b] = [first.ranks.get(engine)!, last.ranks.get(engine)!];
      return [engine, a.filter((rank, i) => rank !== b[i]).length];
    }),
  ) as Record<Engine, number>;
  return {
    documents: corpus.documents.length,
    descriptionQueries: corpus.queries.filter((q) => q.kind === 'description').length,
    paraphraseQueries: corpus.queries.filter((q) => q.kind === 'paraphrase').length,
    chunks: pushed.chunks,
    unrelatedChunks: first.unrelatedChunks,
    rows: [...pushed.rows, ...last.rows, ...first.rows],
    orderChanges,
    queries: corpus.queries.length,
  };
}
