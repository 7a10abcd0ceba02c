import type { Transaction } from '../db/types';
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchHit, type SearchMode } from '@contract/search';
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
  sourceIds: string[] | null;
  mimeType: string | null;
  limit: number;
  /** The query's embedding and the embedder that made it, for semantic and hybrid modes. */
  vector?: { embedding: Float32Array; embedder: string; floor: number } | null;
}

// Reciprocal rank fusion's constant (Cormack et al.): a hit's fused score is Σ 1/(RRF_K + rank).
export const RRF_K = 60;
// Each side contributes this many candidates per requested hit, so fusion can lift a hit ranked low on one side.
const CANDIDATES_PER_HIT = 4;
const MIN_CANDIDATES = 40;

// The weighted full-text vector: the chunk writer's fts column (title/path A, heading B, body D).
// Operators are written with their schema: hosted Supabase keeps pgvector in `extensions`.
const COSINE = 'operator(extensions.<=>)';

const filters = (first: number) => `
  and ($${first}::uuid[] is null or c.source_id = any($${first}::uuid[]))
  and ($${first + 1}::text is null or d.mime_type = $${first + 1})`;

interface Ranked {
  id: string;
  score: number;
}

/**
 * websearch syntax asks for every word (AND). When the query is plain words, chunks matching only some of
 * them are candidates too: a question phrased in other words than the text still finds it. Quotes, "or"
 * and "-" mean the user chose the logic, so it stays as written.
 */
export const usesSyntax = (text: string) => /["]|(^|\s)-\S|\bor\b/i.test(text);

/** Any of the query's words (their lexemes OR-ed), or websearch's own query when there are none. */
const anyTerms = (param: string) => `coalesce((select string_agg(quote_literal(l), ' | ')
                   from unnest(tsvector_to_array(to_tsvector('english', ${param}))) l)::tsquery,
                websearch_to_tsquery('english', ${param}))`;

/** The query the snippet marks: what the keyword side matched with. */
const markedTerms = (text: string, param: string) =>
  usesSyntax(text) ? `websearch_to_tsquery('english', ${param})` : anyTerms(param);

// Each word of the query is looked up in at most this many chunks: its document frequency is counted up
// to here (enough to tell rare from common), and these chunks are its keyword candidates. A word in more
// chunks than that is too common to decide a ranking alone; which of its chunks compete is the index's
// order. This bounds a search's work however large the project grows.
export const WORD_CAP = 1000;
const chunkCounts = new Map<string, { n: number; at: number }>();
const COUNT_TTL_MS = 10_000;

export async function projectChunkCount(tx: Transaction, projectId: string): Promise<number> {
  const cached = chunkCounts.get(projectId);
  if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.n;
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from public.document_chunks where project_id = $1',
    [projectId],
  );
  chunkCounts.set(projectId, { n: rows[0].n, at: Date.now() });
  if (chunkCounts.size > 1000) chunkCounts.delete(chunkCounts.keys().next().value as string);
  return rows[0].n;
}

// Of a query's candidates, this many (those with the most coverage that the words' lookups already show)
// are ranked in full: ranking reads and decompresses each one's vector, once per word and once for
// ts_rank_cd, which was most of a search's time. One left out could have reached the top only by holding
// a common word beyond its WORD_CAP chunks, or by tying on coverage with the last ones taken (chunks with
// only common words, cut by id): as arbitrary as which of a common word's chunks the cap lets compete.
export const RANKED_CANDIDATES = 200;

/** A filter on the chunks a search may return, written over the chunk alias it is given. */
export type Keep = (chunk: string) => string;

/**
 * The CTEs keyword scoring reads: `q` (the query as all of its words and as any of them), `hits` (up to
 * WORD_CAP chunks of each word of the query, each marked `kept` when it passes the caller's filter
 * `keep`), `words` (each word with its BM25 rarity among the project's chunks, from those counts, and
 * whether it is `capped`), `weight` (their sum) and `pool` (each kept candidate, its document, the words
 * it was `found` under and `known`, its coverage as far as those lookups show it: exact for a word in
 * fewer than WORD_CAP chunks, a lower bound for a more common one). The parameters name the project, the
 * query text and the project's chunk count.
 */
export const keywordCtes = (project: string, text: string, total: string, keep: Keep) => `q as (
       select websearch_to_tsquery('english', ${text}) as all_terms,
              ${anyTerms(text)} as any_terms),
     hits as materialized (
       select l.lexeme, x.id, x.document_id, x.kept
         from unnest(tsvector_to_array(to_tsvector('english', ${text}))) as l(lexeme)
         left join lateral (
           select c2.id, c2.document_id, (${keep('c2')}) as kept from public.document_chunks c2
            where c2.project_id = ${project} and c2.fts @@ quote_literal(l.lexeme)::tsquery
            limit ${WORD_CAP}) as x on true),
     words as materialized (
       select lexeme, quote_literal(lexeme)::tsquery as term, count(id) >= ${WORD_CAP} as capped,
              ln(((${total}::float8 - count(id)) + 0.5) / (count(id) + 0.5) + 1) as idf
         from hits group by lexeme),
     weight as (select coalesce(sum(idf), 0) as total from words),
     pool as materialized (
       select h.id, h.document_id, sum(w.idf) / max(weight.total) as known, array_agg(h.lexeme) as found
         from hits h join words w on w.lexeme = h.lexeme, weight
        where h.kept group by h.id, h.document_id)`;

/** What a vector must match: every word when the query uses websearch syntax, any of them otherwise. */
export const keywordMatch = (text: string) => (usesSyntax(text) ? 'q.all_terms' : 'q.any_terms');

/**
 * The chunks that the keyword side ranks in full, with their `document_id`, weighted rank `r` and
 * `coverage`: the RANKED_CANDIDATES of the pool that the lookups show covering most of the query; or,
 * when the query uses websearch syntax, every chunk of the project matching it (all of its words or its
 * phrase: few) that passes `keep`. A pooled chunk's vector is searched only for the common words it was
 * not found under (the lookups of the others are complete).
 */
export const rankedChunks = (text: string, project: string, keep: Keep) =>
  usesSyntax(text)
    ? `select c.id, c.document_id, ${rankAndCoverage('c.fts')}
         from q, weight, public.document_chunks c
        where c.project_id = ${project} and c.fts @@ q.all_terms and ${keep('c')}`
    : `select c.id, c.document_id, ts_rank_cd(c.fts, q.any_terms)::float8 as r,
              p.known + (select coalesce(sum(w.idf), 0) from words w
                          where w.capped and w.lexeme <> all (p.found) and c.fts @@ w.term) / weight.total as coverage
         from q, weight, (select id, known, found from pool order by known desc, id limit ${RANKED_CANDIDATES}) p
         join public.document_chunks c on c.id = p.id
        where c.project_id = ${project}`;

/**
 * A vector's weighted rank `r` and its `coverage` of the query's words (needs keywordCtes in scope). The
 * CTE that selects them is materialized: KEYWORD_SCORE names `r` twice, and inlined it would rank twice.
 */
export const rankAndCoverage = (vector: string) => `ts_rank_cd(${vector}, q.any_terms)::float8 as r,
              case when weight.total > 0
                   then (select coalesce(sum(w.idf), 0) from words w where ${vector} @@ w.term) / weight.total
                   else 1 end as coverage`;

/** The keyword score of a row carrying `r` and `coverage`. */
export const KEYWORD_SCORE = '(coverage * (3 + r / (1 + r)) / 4)::float8';

/** The chunk filters of a search: source ids $3, document type $4. */
const keepChunk: Keep = (c) => `($3::uuid[] is null or ${c}.source_id = any($3::uuid[]))
  and ($4::text is null or exists (select 1 from public.documents d where d.id = ${c}.document_id and d.mime_type = $4))`;

/**
 * Keyword ranking. Postgres' ts_rank_cd knows the weights (title and path A, heading B, body D) and how
 * close the words are, but not how rare a word is; so each chunk's score is
 *   coverage × (3 + r / (1 + r)) / 4,   r = ts_rank_cd,
 * where coverage is the share of the query's words, each weighted by its BM25 rarity in the project,
 * that the chunk contains. Coverage decides and the weighted rank refines (by a third at most): a chunk
 * with the rare word outranks one with only the common word, however often or prominently that one has
 * it, and among chunks with the same words the title and the closeness of the words decide.
 */
async function keywordRanks(tx: Transaction, input: RankInput, count: number): Promise<Ranked[]> {
  const total = await projectChunkCount(tx, input.projectId);
  const { rows } = await tx.query<Ranked>(
    `with ${keywordCtes('$1', '$2', '$6', keepChunk)},
     matched as materialized (${rankedChunks(input.text, '$1', keepChunk)})
     select id, ${KEYWORD_SCORE} as score from matched
      order by score desc, id
      limit $5`,
    [input.projectId, input.text, input.sourceIds, input.mimeType, count, total],
  );
  return rows;
}

// Migration 0012's HNSW index holds the offline embedder's vectors; its expression fixes their dimension.
const INDEXED = { embedder: GLOVE_ID, dimensions: 100 };

async function vectorRanks(tx: Transaction, input: RankInput, count: number): Promise<Ranked[]> {
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
  const { rows } = await tx.query<Ranked>(
    `select c.id, (1 - (${distance}))::float8 as score
       from public.chunk_embeddings e
       join public.document_chunks c on c.id = e.chunk_id
       join public.documents d on d.id = c.document_id
      -- The index's predicate must be seen as a constant to be used.
      where e.project_id = $1 and e.embedder = $5::text ${indexed ? `and e.embedder = '${INDEXED.embedder}'` : ''}
        ${filters(3)}
      order by ${distance}${indexed ? '' : ', c.id'}
      limit $6`,
    params,
  );
  return rows.filter((row) => row.score >= vector.floor);
}

interface Fused {
  id: string;
  score: number;
  keywordRank: number | null;
  vectorRank: number | null;
}

/** Reciprocal rank fusion: scores of different scales never meet, only ranks do. */
export function fuse(keyword: Ranked[], vector: Ranked[], limit: number): Fused[] {
  const byId = new Map<string, Fused>();
  const add = (list: Ranked[], side: 'keywordRank' | 'vectorRank') =>
    list.forEach(({ id }, i) => {
      const hit = byId.get(id) ?? { id, score: 0, keywordRank: null, vectorRank: null };
      hit[side] = i + 1;
      hit.score += 1 / (RRF_K + i + 1);
      byId.set(id, hit);
    });
  add(keyword, 'keywordRank');
  add(vector, 'vectorRank');
  return [...byId.values()]
    .sort((a, b) => b.score - a.score || (a.keywordRank ?? Infinity) - (b.keywordRank ?? Infinity))
    .slice(0, limit);
}

// About as long as two marked fragments.
const SNIPPET_CHARS = 280;

interface HitRow {
  id: string;
  position: number;
  content: string;
  snippet: string;
  document_id: string;
  title: string;
  url: string | null;
  source_id: string;
  mime_type: string | null;
}

async function hitRows(tx: Transaction, ids: string[], text: string): Promise<Map<string, HitRow>> {
  if (ids.length === 0) return new Map();
  // The markers are removed from the text first, so a document cannot fake a highlight.
  const { rows } = await tx.query<HitRow>(
    `with q as (select ${markedTerms(text, '$2')} as terms)
     select c.id, c.position, c.content, d.id as document_id, d.title, d.url, d.source_id, d.mime_type,
            case when to_tsvector('english', c.content) @@ q.terms
            then ts_headline('english', translate(c.content, $3, ''), q.terms,
              'StartSel=' || $4 || ', StopSel=' || $5 || ', MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "') 
            -- A chunk found by meaning alone has no word to mark: its opening is the snippet.
            else left(translate(c.content, $3, ''), ${SNIPPET_CHARS}) end as snippet
       from q, public.document_chunks c join public.documents d on d.id = c.document_id
      where c.id = any($1::uuid[])`,
    [ids, text, HIGHLIGHT_START + HIGHLIGHT_END, HIGHLIGHT_START, HIGHLIGHT_END],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** One ranked search over a project's chunks (every statement is confined to the project). */
export async function rankChunks(tx: Transaction, input: RankInput): Promise<SearchHit[]> {
  const candidates = Math.max(input.limit * CANDIDATES_PER_HIT, MIN_CANDIDATES);
  let fused: Fused[];
  if (input.mode === 'keyword') {
    fused = (await keywordRanks(tx, input, input.limit)).map((row, i) => ({
      ...row,
      keywordRank: i + 1,
      vectorRank: null,
    }));
  } else if (input.mode === 'semantic') {
    fused = (await vectorRanks(tx, input, input.limit)).map((row, i) => ({
      ...row,
      keywordRank: null,
      vectorRank: i + 1,
    }));
  } else {
    fused = fuse(await keywordRanks(tx, input, candidates), await vectorRanks(tx, input, candidates), input.limit);
  }
  const rows = await hitRows(
    tx,
    fused.map((hit) => hit.id),
    input.text,
  );
  return fused.flatMap(({ id, score, keywordRank, vectorRank }) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        score,
        keywordRank,
        vectorRank,
        snippet: row.snippet,
        chunk: { id: row.id, position: row.position, content: row.content },
        document: {
          id: row.document_id,
          title: row.title,
          url: row.url,
          source_id: row.source_id,
          mime_type: row.mime_type,
        },
      },
    ];
  });
}
