import type { SearchSyntax } from '@contract/search';

/**
 * BM25 over a project's chunks, in SQL. Each chunk's full-text vector is its document's title and path
 * (weight A), its heading (B) and its text (D); its length is its token_count; a word's rarity is its idf
 * among the project's chunks, from the counts migration 0019 keeps as chunks are written.
 */
export const K1 = 1.2;
export const B = 0.75;
// BM25F-style field weights: an occurrence in the title or path counts more than one in the text. The
// title's words are in the A part twice (as written and split on separators), so A counts 1.5 each.
const FIELD_WEIGHT = "case w when 'A' then 1.5 when 'B' then 2 else 1 end";

/**
 * Candidates come from whole postings, rarest word first, while the words' chunk counts add up to at most
 * this many (the rarest word is always read whole). Which chunks compete never depends on the order they
 * were written in; a word too common to fit still counts in the score of every candidate that holds it.
 */
export const POSTINGS_BUDGET = 10_000;
/** Candidates scored exactly (their vectors read), the best by the score their postings show: at most this many. */
export const SCORED_CANDIDATES = 300;
/** When grouping by document, at most this many of one document's chunks are scored. */
export const CHUNKS_PER_DOCUMENT = 4;

/** A filter on the chunks a search may return, written over the chunk alias it is given. */
export type Keep = (chunk: string) => string;

export interface KeywordSql {
  /** Placeholders of the project id and the query text. */
  project: string;
  text: string;
  syntax: SearchSyntax;
  keep: Keep;
  /** Cap each document's scored chunks (grouped results), or not (raw chunks). */
  perDocument: boolean;
  /** How many candidates to score exactly (SCORED_CANDIDATES unless fewer will do). */
  scored?: number;
}

/** The query's lexemes: a plain query's words; a websearch query's positive terms (not the negated ones). */
export const lexemes = (text: string, syntax: SearchSyntax) =>
  syntax === 'plain'
    ? `select distinct l from unnest(tsvector_to_array(private.search_words(${text}))) l`
    : `select distinct replace(m[1], '''''', '''') from q,
              regexp_matches(querytree(q.query)::text, '''((?:[^'']|'''')+)''', 'g') m`;

/**
 * A vector's BM25 score and per-term parts over the query's terms (`terms`, or another relation of
 * lexeme and idf), for a chunk of length `len`.
 */
export const bm25Parts = (vector: string, len: string, terms = 'terms') => `
  select u.lexeme as term, t.idf * f.tf * ${K1 + 1} / (f.tf + ${K1} * (1 - ${B} + ${B} * (${len})::float8 / s.avgdl)) as part
    from stats s, unnest(${vector}) u join ${terms} t on t.lexeme = u.lexeme,
         lateral (select coalesce(sum(${FIELD_WEIGHT}), 1)::float8 as tf from unnest(u.weights) w) f`;

/**
 * The CTEs of a keyword search: `q` (the query: `query` for websearch, `match` to test a vector with),
 * `stats` (the project's chunk count and mean length), `terms` (each lexeme with its chunk count and
 * idf), `read` (those whose postings are read whole), `pool` (every chunk of those postings that passes
 * `keep`, with `lower`, its BM25 as if each read word occurred once) and `scored` (the best
 * `scored` of the pool with their exact BM25 `score` and its `parts`). `unread` is the most a
 * chunk outside the pool could score: the result is exact when the last hit scores above it.
 */
export function keywordCtes({
  project,
  text,
  syntax,
  keep,
  perDocument,
  scored = SCORED_CANDIDATES,
}: KeywordSql): string {
  const query =
    syntax === 'plain'
      ? `coalesce((select string_agg(quote_literal(l), ' | ')
                     from unnest(tsvector_to_array(private.search_words(${text}))) l)::tsquery, ''::tsquery)`
      : `websearch_to_tsquery('english', ${text})`;
  const matches = syntax === 'plain' ? '' : 'and c.fts @@ q.query';
  const perDocumentCap = perDocument ? `where p.nth <= ${CHUNKS_PER_DOCUMENT}` : '';
  return `q as (select ${query} as query),
     stats as (
       select greatest(coalesce(s.chunks, 0), 1)::float8 as n,
              greatest(coalesce(s.tokens, 0)::float8 / greatest(coalesce(s.chunks, 0), 1), 1) as avgdl
         from (select 1) one left join private.search_project_stats s on s.project_id = ${project}),
     terms as materialized (
       select t.lexeme, t.chunks as df, quote_literal(t.lexeme)::tsquery as tsq,
              ln(1 + (s.n - t.chunks + 0.5) / (t.chunks + 0.5)) as idf
         from (${lexemes(text, syntax)}) l(lexeme)
         join private.search_term_stats t on t.project_id = ${project} and t.lexeme = l.lexeme, stats s
        where t.chunks > 0),
     read as materialized (
       select lexeme, tsq, idf from (
         select lexeme, tsq, idf, sum(df) over (order by df, lexeme) as upto,
                row_number() over (order by df, lexeme) as nth from terms) x
        where x.upto <= ${POSTINGS_BUDGET} or x.nth = 1),
     unread as (
       select coalesce(sum(t.idf), 0) * ${K1 + 1} as bound from terms t where t.lexeme not in (select lexeme from read)),
     pool as materialized (
       select c.id, c.document_id,
              sum(r.idf * ${K1 + 1} / (1 + ${K1} * (1 - ${B} + ${B} * c.token_count::float8 / s.avgdl))) as lower
         from read r, stats s, q,
              lateral (select c.id, c.document_id, c.token_count from public.document_chunks c
                        where c.project_id = ${project} and c.fts @@ r.tsq and ${keep('c')} ${matches}) c
        group by c.id, c.document_id),
     scored as materialized (
       select c.id, c.document_id, m.score, m.parts
         from (select p.id from (select id, lower,
                        row_number() over (partition by document_id order by lower desc, id) as nth from pool) p
               ${perDocumentCap}
               order by p.lower desc, p.id limit ${Math.min(scored, SCORED_CANDIDATES)}) top
         join public.document_chunks c on c.id = top.id,
         lateral (select coalesce(sum(b.part), 0)::float8 as score,
                         coalesce(jsonb_agg(jsonb_build_object('term', b.term, 'weight', round(b.part::numeric, 3))
                                            order by b.part desc), '[]') as parts
                    from (${bm25Parts('c.fts', 'c.token_count')}) b) m)`;
}
