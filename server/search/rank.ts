import type { Transaction } from '../db/types';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type SearchExplanation,
  type SearchGroup,
  type SearchHit,
  type SearchMode,
  type SearchSyntax,
} from '@contract/search';
import { keywordCtes, type Keep } from './bm25';
import { toVectorLiteral } from './embedder';
import { GLOVE_ID } from './gloveEmbedder';

/**
 * What one ranked search needs besides the query text. The caller has checked, as the user, that the
 * project is theirs; every statement here names the project (see searchProject for why not under RLS).
 */
export interface RankInput {
  projectId: string;
  text: string;
  mode: SearchMode;
  syntax: SearchSyntax;
  group: SearchGroup;
  sourceIds: string[] | null;
  mimeType: string | null;
  limit: number;
  /** The query's embedding and the embedder that made it, for semantic and hybrid modes. */
  vector?: { embedding: Float32Array; embedder: string; floor: number } | null;
}

export interface Ranked {
  hits: SearchHit[];
  /** True when a bound cut the work short and a better hit may exist. */
  partial: boolean;
}

/**
 * Fusion by reciprocal rank, per unit (document or chunk): Σ weight / (RRF_K + rank), tuned on the
 * evaluation (docs/search.md). With these two, keyword's first hit stays first whatever the vector side
 * says (1/3 + 0.3/2 < 1/2): the offline embedder rarely holds an answer keyword ranks lower, and it lifts
 * a paraphrase's answer from deeper in the list.
 */
export const RRF_K = 1;
export const VECTOR_WEIGHT = 0.3;
// Each side contributes this many candidates per requested hit, so fusion can lift a hit ranked low on one side.
const CANDIDATES_PER_HIT = 4;
const MIN_CANDIDATES = 40;
/** A grouped hit lists at most this many of its document's other matching chunks. */
export const MORE_CHUNKS = 3;

// Operators are written with their schema: hosted Supabase keeps pgvector in `extensions`.
const COSINE = 'operator(extensions.<=>)';

interface KeywordRow {
  id: string;
  document_id: string;
  score: number;
  parts: Array<{ term: string; weight: number }>;
  bound: number;
}

interface VectorRow {
  id: string;
  document_id: string;
  score: number;
}

/** The chunk filters of a search: source ids $3, document type $4. */
const keepChunk: Keep = (c) => `($3::uuid[] is null or ${c}.source_id = any($3::uuid[]))
  and ($4::text is null or exists (select 1 from public.documents d where d.id = ${c}.document_id and d.mime_type = $4))`;

// The keyword side scores this many candidates exactly per requested hit (at least MIN_SCORED): enough for
// fusion to read beyond the hits, while a longer list would only cost vectors read.
const SCORED_PER_HIT = 10;
const MIN_SCORED = 100;

/** The keyword side: chunks by exact BM25, best first (see bm25.ts). */
async function keywordRanks(tx: Transaction, input: RankInput): Promise<{ rows: KeywordRow[]; bound: number }> {
  const { rows } = await tx.query<KeywordRow>(
    `with ${keywordCtes({
      project: '$1',
      text: '$2',
      syntax: input.syntax,
      keep: keepChunk,
      perDocument: input.group === 'document',
      scored: Math.max(input.limit * SCORED_PER_HIT, MIN_SCORED),
    })}
     select s.id, s.document_id, s.score, s.parts, u.bound from scored s, unread u
      where s.score > 0
      order by s.score desc, s.id`,
    [input.projectId, input.text, input.sourceIds, input.mimeType],
  );
  return { rows, bound: rows[0]?.bound ?? 0 };
}

// Migration 0014's HNSW index holds the offline embedder's vectors; its expression fixes their dimension.
const INDEXED = { embedder: GLOVE_ID, dimensions: 100 };

async function vectorRanks(tx: Transaction, input: RankInput, count: number): Promise<VectorRow[]> {
  const vector = input.vector;
  if (!vector) return [];
  const params = [
    input.projectId,
    toVectorLiteral(vector.embedding),
    input.sourceIds,
    input.mimeType,
    vector.embedder,
    count,
  ];
  const indexed = vector.embedder === INDEXED.embedder && vector.embedding.length === INDEXED.dimensions;
  // The index's approximate walk: iterative scanning goes on past rows of other projects (or filtered
  // out) until enough of this project's are found, in exact distance order. Any other embedder's vectors
  // are scanned exactly. The floor drops what is nearest but still unrelated.
  let distance = `e.embedding ${COSINE} $2::extensions.vector`;
  if (indexed) {
    const typed = `extensions.vector(${INDEXED.dimensions})`;
    distance = `(e.embedding::${typed}) ${COSINE} $2::${typed}`;
    await tx.query(
      "select set_config('hnsw.iterative_scan', 'strict_order', true), set_config('hnsw.ef_search', '100', true)",
    );
  }
  const { rows } = await tx.query<VectorRow>(
    `select c.id, c.document_id, (1 - (${distance}))::float8 as score
       from public.chunk_embeddings e
       join public.document_chunks c on c.id = e.chunk_id
       join public.documents d on d.id = c.document_id
      -- The index's predicate must be seen as a constant to be used.
      where e.project_id = $1 and e.embedder = $5::text ${indexed ? `and e.embedder = '${INDEXED.embedder}'` : ''}
        and ($3::uuid[] is null or c.source_id = any($3::uuid[]))
        and ($4::text is null or d.mime_type = $4)
      order by ${distance}${indexed ? '' : ', c.id'}
      limit $6`,
    params,
  );
  return rows.filter((row) => row.score >= vector.floor);
}

/** One ranked unit (a document or a chunk) with the chunks behind it and both sides' ranks. */
interface Unit {
  key: string;
  score: number;
  chunkIds: string[];
  keyword: KeywordRow | null;
  keywordRank: number | null;
  vectorRank: number | null;
  similarity: number | null;
}

/** Groups a side's rows (best first) into units: one per document, or one per chunk. */
function unitsOf<T extends { id: string; document_id: string }>(rows: T[], group: SearchGroup) {
  const units = new Map<string, { best: T; chunkIds: string[]; rank: number }>();
  for (const row of rows) {
    const key = group === 'document' ? row.document_id : row.id;
    const unit = units.get(key);
    if (unit) unit.chunkIds.push(row.id);
    else units.set(key, { best: row, chunkIds: [row.id], rank: units.size + 1 });
  }
  return units;
}

/** Reciprocal rank fusion of the two sides' units: scores of different scales never meet, only ranks do. */
export function fuse(keyword: KeywordRow[], vector: VectorRow[], group: SearchGroup): Unit[] {
  const byKey = new Map<string, Unit>();
  const unit = (key: string) => {
    const found = byKey.get(key);
    if (found) return found;
    const fresh: Unit = {
      key,
      score: 0,
      chunkIds: [],
      keyword: null,
      keywordRank: null,
      vectorRank: null,
      similarity: null,
    };
    byKey.set(key, fresh);
    return fresh;
  };
  for (const [key, side] of unitsOf(keyword, group)) {
    const u = unit(key);
    Object.assign(u, { keyword: side.best, keywordRank: side.rank, chunkIds: side.chunkIds });
    u.score += 1 / (RRF_K + side.rank);
  }
  for (const [key, side] of unitsOf(vector, group)) {
    const u = unit(key);
    u.vectorRank = side.rank;
    u.similarity = side.best.score;
    if (u.chunkIds.length === 0) u.chunkIds = side.chunkIds;
    u.score += VECTOR_WEIGHT / (RRF_K + side.rank);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.score - a.score ||
      (a.keywordRank ?? Infinity) - (b.keywordRank ?? Infinity) ||
      (a.vectorRank ?? Infinity) - (b.vectorRank ?? Infinity),
  );
}

function keywordUnits(rows: KeywordRow[], group: SearchGroup): Unit[] {
  return [...unitsOf(rows, group).entries()].map(([key, side]) => ({
    key,
    score: side.best.score,
    chunkIds: side.chunkIds,
    keyword: side.best,
    keywordRank: side.rank,
    vectorRank: null,
    similarity: null,
  }));
}

function vectorUnits(rows: VectorRow[], group: SearchGroup): Unit[] {
  return [...unitsOf(rows, group).entries()].map(([key, side]) => ({
    key,
    score: side.best.score,
    chunkIds: side.chunkIds,
    keyword: null,
    keywordRank: null,
    vectorRank: side.rank,
    similarity: side.best.score,
  }));
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function explain(unit: Unit, mode: SearchMode): SearchExplanation {
  const ranks = [
    unit.keywordRank === null ? 'no keyword match' : `keyword rank ${unit.keywordRank}`,
    unit.vectorRank === null ? 'not among the nearest by meaning' : `semantic rank ${unit.vectorRank}`,
  ];
  return {
    terms: unit.keyword?.parts ?? [],
    keywordScore: unit.keyword ? round(unit.keyword.score) : null,
    vectorSimilarity: unit.similarity === null ? null : round(unit.similarity),
    fusion:
      mode === 'hybrid'
        ? `${ranks.join(', ')}; fused by reciprocal rank, weight / (${RRF_K} + rank), keyword weight 1 and semantic ${VECTOR_WEIGHT}`
        : null,
  };
}

// About as long as two marked fragments.
const SNIPPET_CHARS = 280;

interface HitRow {
  id: string;
  position: number;
  page: number | null;
  content: string;
  snippet: string;
  document_id: string;
  title: string;
  url: string | null;
  source_id: string;
  source_name: string;
  source_type: string;
  mime_type: string | null;
}

/** The query the snippet marks: what the keyword side matched with. */
const markedTerms = (syntax: SearchSyntax, param: string) =>
  syntax === 'websearch'
    ? `websearch_to_tsquery('english', ${param})`
    : `coalesce((select string_agg(quote_literal(l), ' | ')
                   from unnest(tsvector_to_array(private.search_words(${param}))) l)::tsquery, ''::tsquery)`;

async function hitRows(tx: Transaction, ids: string[], input: RankInput): Promise<Map<string, HitRow>> {
  if (ids.length === 0) return new Map();
  // The markers are removed from the text first, so a document cannot fake a highlight.
  const { rows } = await tx.query<HitRow>(
    `with q as (select ${markedTerms(input.syntax, '$2')} as terms)
     select c.id, c.position, c.page, c.content, d.id as document_id, d.title, d.url, d.source_id, d.mime_type,
            s.name as source_name, s.type as source_type,
            case when to_tsvector('english', c.content) @@ q.terms
            then ts_headline('english', translate(c.content, $3, ''), q.terms,
              'StartSel=' || $4 || ', StopSel=' || $5 || ', MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "')
            -- A chunk found by meaning alone has no word to mark: its opening is the snippet.
            else left(translate(c.content, $3, ''), ${SNIPPET_CHARS}) end as snippet
       from q, public.document_chunks c
       join public.documents d on d.id = c.document_id
       join public.sources s on s.id = c.source_id
      where c.id = any($1::uuid[]) and c.project_id = $6`,
    [ids, input.text, HIGHLIGHT_START + HIGHLIGHT_END, HIGHLIGHT_START, HIGHLIGHT_END, input.projectId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** One ranked search over a project's chunks (every statement is confined to the project). */
export async function rankChunks(tx: Transaction, input: RankInput): Promise<Ranked> {
  const candidates = Math.max(input.limit * CANDIDATES_PER_HIT, MIN_CANDIDATES);
  const keyword = input.mode === 'semantic' ? { rows: [], bound: 0 } : await keywordRanks(tx, input);
  const vector = input.mode === 'keyword' ? [] : await vectorRanks(tx, input, candidates);
  let units: Unit[];
  if (input.mode === 'keyword') units = keywordUnits(keyword.rows, input.group);
  else if (input.mode === 'semantic') units = vectorUnits(vector, input.group);
  else units = fuse(keyword.rows, vector, input.group);
  units = units.slice(0, input.limit);
  const keywordScores = new Map(keyword.rows.map((row) => [row.id, row.score]));
  const vectorScores = new Map(vector.map((row) => [row.id, row.score]));
  const shown = units.map((unit) => unit.chunkIds.slice(0, input.group === 'document' ? MORE_CHUNKS + 1 : 1));
  const rows = await hitRows(tx, shown.flat(), input);
  // The keyword side is exact when its last hit scores above anything a chunk outside its pool could.
  const last = keywordUnits(keyword.rows, input.group)[input.limit - 1]?.score ?? 0;
  const partial = input.mode !== 'semantic' && keyword.bound > 0 && last < keyword.bound;
  const hits = units.flatMap((unit, i): SearchHit[] => {
    const [best, ...more] = shown[i].flatMap((id) => rows.get(id) ?? []);
    if (!best) return [];
    return [
      {
        score: unit.score,
        keywordRank: unit.keywordRank,
        vectorRank: unit.vectorRank,
        snippet: best.snippet,
        page: best.page,
        chunk: { id: best.id, position: best.position, content: best.content, page: best.page },
        document: {
          id: best.document_id,
          title: best.title,
          url: best.url,
          source_id: best.source_id,
          mime_type: best.mime_type,
          source_name: best.source_name,
          source_type: best.source_type,
        },
        explanation: explain(unit, input.mode),
        moreChunks: more.map((row) => ({
          id: row.id,
          position: row.position,
          page: row.page,
          snippet: row.snippet,
          score: keywordScores.get(row.id) ?? vectorScores.get(row.id) ?? 0,
        })),
      },
    ];
  });
  return { hits, partial };
}
