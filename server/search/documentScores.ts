import type { Transaction } from '../db/types';
import { B, K1 } from './bm25';

/**
 * Scores of whole documents for the second stage of a grouped search. The first stage ranks a document
 * by its best chunk; a README that says "compressed" in one chunk, "archive" in another and "browser" in a
 * third has no chunk holding them all, and another project's guide with one such chunk outranks it. These
 * read a bounded prefix of each candidate document: its first DOCUMENT_CHUNKS chunks.
 */
export const DOCUMENT_CHUNKS = 64;

// The same field weights as a chunk's BM25 (bm25.ts). A title or path occurrence (A) is in every chunk's
// vector, so it counts from one chunk only; the heading's and the text's add up over the chunks.
const FIELDS = `lateral (select coalesce(sum(case w when 'A' then 1.5 else 0 end), 0)::float8 as title,
                         coalesce(sum(case w when 'A' then 0 when 'B' then 2 else 1 end), 0)::float8 as body
                    from unnest(u.weights) w) f`;

/**
 * BM25 of each document as one text (its chunks' words together, its title once), with each word's idf
 * from the project's chunk statistics and the document's length against the project's mean document.
 */
export async function documentBm25(
  tx: Transaction,
  projectId: string,
  text: string,
  documentIds: string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await tx.query<{ document_id: string; score: number }>(
    `with stats as (
       select greatest(coalesce(s.chunks, 0), 1)::float8 as n, greatest(coalesce(s.tokens, 0), 1)::float8 as tokens,
              greatest((select count(*) from public.documents d where d.project_id = $1), 1)::float8 as documents
         from (select 1) one left join private.search_project_stats s on s.project_id = $1),
     terms as (
       select t.lexeme, ln(1 + (s.n - t.chunks + 0.5) / (t.chunks + 0.5)) as idf
         from (select distinct l from unnest(tsvector_to_array(private.search_words($2))) l) q(lexeme)
         join private.search_term_stats t on t.project_id = $1 and t.lexeme = q.lexeme, stats s
        where t.chunks > 0),
     -- A chunk holding none of the words adds only its length: only those holding one are unnested.
     q as (select coalesce(string_agg(quote_literal(lexeme), ' | ')::tsquery, ''::tsquery) as query from terms),
     chunks as (
       select c.document_id, c.id, c.token_count
         from unnest($3::uuid[]) d(id),
              lateral (select c.document_id, c.id, c.token_count from public.document_chunks c
                        where c.document_id = d.id and c.project_id = $1 and c.position < ${DOCUMENT_CHUNKS}) c),
     lengths as (select document_id, sum(token_count)::float8 as len from chunks group by document_id),
     tf as (
       select c.document_id, u.lexeme, max(f.title) + sum(f.body) as tf
         from chunks k join public.document_chunks c on c.id = k.id, q, unnest(c.fts) u, ${FIELDS}
        where c.fts @@ q.query and u.lexeme in (select lexeme from terms)
        group by c.document_id, u.lexeme)
     select tf.document_id, sum(t.idf * tf.tf * ${K1 + 1} /
              (tf.tf + ${K1} * (1 - ${B} + ${B} * l.len / (s.tokens / s.documents))))::float8 as score
       from tf join terms t on t.lexeme = tf.lexeme join lengths l on l.document_id = tf.document_id, stats s
      group by tf.document_id`,
    [projectId, text, documentIds],
  );
  return new Map(rows.map((row) => [row.document_id, row.score]));
}

/**
 * Cosine similarity of the query with each document's mean chunk vector (of the embedder's vectors): a
 * document compared as a whole, so a paraphrase close to what the document is about finds it even when
 * no single chunk is near.
 */
export async function documentSimilarity(
  tx: Transaction,
  projectId: string,
  embedder: string,
  vector: string,
  documentIds: string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await tx.query<{ document_id: string; similarity: number }>(
    `select c.document_id,
            (1 - (extensions.avg(e.embedding) operator(extensions.<=>) $3::extensions.vector))::float8 as similarity
       from unnest($4::uuid[]) d(id),
            lateral (select c.id, c.document_id from public.document_chunks c
                      where c.document_id = d.id and c.project_id = $1 and c.position < ${DOCUMENT_CHUNKS}) c
       join public.chunk_embeddings e on e.chunk_id = c.id and e.embedder = $2
      group by c.document_id`,
    [projectId, embedder, vector, documentIds],
  );
  return new Map(rows.map((row) => [row.document_id, row.similarity]));
}
