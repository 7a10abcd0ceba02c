import type { Transaction } from '../db/types';
import { bm25Parts, keywordCtes, lexemes, type Keep } from './bm25';

// Must repeat the index expression of documents_search_idx (migration 0015, over documents not INDEXED)
// to use it: the title and path also split on / . _ - so a file is found by any part of its name.
const DOCUMENT_VECTOR =
  "(setweight(to_tsvector('english'::regconfig, d.title || ' ' || coalesce(d.external_id, '') || ' ' || regexp_replace(d.title || ' ' || coalesce(d.external_id, ''), '[/._-]+', ' ', 'g')), 'A') || setweight(to_tsvector('english'::regconfig, d.content), 'B'))";

/** created_at in exact epoch microseconds: the tie-breaker of equal scores, as text (a bigint). */
export const DOCUMENT_POSITION = '(extract(epoch from d.created_at) * 1000000)::bigint';

/** Where the last page ended: its last document's score, position and id. */
export interface RankCursor {
  score: number;
  position: string;
  id: string;
}

export interface DocumentSearch {
  projectId: string;
  text: string;
  sourceId: string | null;
  status: string | null;
  mimeType: string | null;
}

/**
 * The documents matching a search, each scored by its best chunk's BM25 (bm25.ts), mapped into [0, 1)
 * by s / (1 + s) for the list's cursors: a rare word's document first, a title match above a body match,
 * path parts searchable. Every chunk of the postings read counts (as if each word occurred once) beyond
 * those scored exactly, so every candidate's document is listed and counted.
 * A failed or skipped document has no chunks (no text was indexed): it is scored the same way on its
 * own title, path and stored text (at the mean length), so a failed file is still found by its name.
 */
function rankedSql() {
  const keep: Keep = (c) => `($3::uuid is null or ${c}.source_id = $3)`;
  return `with ${keywordCtes({ project: '$1', text: '$2', syntax: 'plain', keep, perDocument: true })},
     -- A document without chunks may hold words no chunk has (a skipped file's name): they count as rarest.
     unchunked_terms as (
       select l.lexeme, ln(1 + (s.n - coalesce(t.chunks, 0) + 0.5) / (coalesce(t.chunks, 0) + 0.5)) as idf
         from (${lexemes('$2', 'plain')}) l(lexeme)
         left join private.search_term_stats t on t.project_id = $1 and t.lexeme = l.lexeme, stats s),
     units as (
       select document_id, score from scored
       union all
       select p.document_id, p.lower from pool p where not exists (select 1 from scored s where s.id = p.id)
       union all
       select d.id, (select coalesce(sum(b.part), 0) from (${bm25Parts(DOCUMENT_VECTOR, 's.avgdl', 'unchunked_terms')}) b)
         from q, public.documents d
        where d.project_id = $1 and ${DOCUMENT_VECTOR} @@ q.query
          and ($3::uuid is null or d.source_id = $3) and d.status <> 'INDEXED'
          and not exists (select 1 from public.document_chunks c where c.document_id = d.id)),
     ranked as (select document_id, (max(score) / (1 + max(score)))::float8 as score from units
                 group by document_id having max(score) > 0)`;
}

const documentFilters = `($4::text is null or d.status = $4) and ($5::text is null or d.mime_type = $5)`;

const baseParams = (search: DocumentSearch): unknown[] => [
  search.projectId,
  search.text,
  search.sourceId,
  search.status,
  search.mimeType,
];

/**
 * One page of ranked documents after `after` (keyset on score, position, id, all descending), with the
 * caller's columns of `public.documents d`. Confined to the project by every statement, so it can run
 * with service rights once the project is known to be the caller's (see searchProject).
 */
export async function rankDocuments<Row>(
  tx: Transaction,
  search: DocumentSearch,
  columns: string,
  after: RankCursor | null,
  limit: number,
): Promise<(Row & { score: number; position: string })[]> {
  const { rows } = await tx.query<Row & { score: number; position: string }>(
    `${rankedSql()}
     select ${columns}, r.score, ${DOCUMENT_POSITION}::text as position
       from ranked r join public.documents d on d.id = r.document_id
      where ${documentFilters}
        and ($6::float8 is null or (r.score, ${DOCUMENT_POSITION}, d.id) < ($6::float8, $7::bigint, $8::uuid))
      order by r.score desc, ${DOCUMENT_POSITION} desc, d.id desc
      limit $9`,
    [...baseParams(search), after?.score ?? null, after?.position ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/** How many documents the search matches, over all pages. */
export async function countRankedDocuments(tx: Transaction, search: DocumentSearch): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `${rankedSql()}
     select count(*)::int as n from ranked r join public.documents d on d.id = r.document_id
      where ${documentFilters}`,
    baseParams(search),
  );
  return rows[0].n;
}
