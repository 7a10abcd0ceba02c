import type { Transaction } from '../db/types';
import {
  KEYWORD_SCORE,
  keywordCtes,
  keywordMatch,
  projectChunkCount,
  rankAndCoverage,
  rankedChunks,
  usesSyntax,
  type Keep,
} from './rank';

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
 * The documents matching a search, each scored by its best chunk with the keyword ranking of the Search
 * page (rank.ts), over its candidates (each word's chunks up to WORD_CAP): a rare word's document first,
 * a title match above a body match, path parts searchable. The candidates beyond the ones ranked in full
 * (RANKED_CANDIDATES) score by the coverage their lookups show with no weighted rank, below any ranked
 * chunk of the same coverage, so every candidate's document is still listed and counted.
 * A failed or skipped document has no chunks (no text was indexed): it is scored the same way on its
 * own title, path and stored text, so a failed file is still found by its name.
 */
function rankedSql(search: DocumentSearch) {
  const keep: Keep = (c) => `($4::uuid is null or ${c}.source_id = $4)`;
  const rest = usesSyntax(search.text)
    ? ''
    : `union all
       select p.document_id, 0::float8, p.known from pool p
        where not exists (select 1 from chunk_units u where u.id = p.id)`;
  return `with ${keywordCtes('$1', '$2', '$3', keep)},
     chunk_units as materialized (${rankedChunks(search.text, '$1', keep)}),
     units as (
       select document_id, r, coverage from chunk_units
       ${rest}
       union all
       select d.id, ${rankAndCoverage(DOCUMENT_VECTOR)}
         from q, weight, public.documents d
        where d.project_id = $1 and ${DOCUMENT_VECTOR} @@ ${keywordMatch(search.text)}
          and ($4::uuid is null or d.source_id = $4) and d.status <> 'INDEXED'
          and not exists (select 1 from public.document_chunks c where c.document_id = d.id)),
     ranked as (select document_id, max(${KEYWORD_SCORE}) as score from units group by document_id)`;
}

const documentFilters = `($5::text is null or d.status = $5) and ($6::text is null or d.mime_type = $6)`;

async function baseParams(tx: Transaction, search: DocumentSearch): Promise<unknown[]> {
  return [
    search.projectId,
    search.text,
    await projectChunkCount(tx, search.projectId),
    search.sourceId,
    search.status,
    search.mimeType,
  ];
}

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
    `${rankedSql(search)}
     select ${columns}, r.score, ${DOCUMENT_POSITION}::text as position
       from ranked r join public.documents d on d.id = r.document_id
      where ${documentFilters}
        and ($7::float8 is null or (r.score, ${DOCUMENT_POSITION}, d.id) < ($7::float8, $8::bigint, $9::uuid))
      order by r.score desc, ${DOCUMENT_POSITION} desc, d.id desc
      limit $10`,
    [...(await baseParams(tx, search)), after?.score ?? null, after?.position ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/** How many documents the search matches, over all pages. */
export async function countRankedDocuments(tx: Transaction, search: DocumentSearch): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `${rankedSql(search)}
     select count(*)::int as n from ranked r join public.documents d on d.id = r.document_id
      where ${documentFilters}`,
    await baseParams(tx, search),
  );
  return rows[0].n;
}
