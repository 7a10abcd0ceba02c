import type { Transaction } from '../db/types';
import { fromMicros, isCursorPosition } from '../core/cursorPosition';
import { countRankedDocuments, rankDocuments, type RankCursor } from '../search/documentRank';
import { badInput, decodeCursor, encodeCursor, pageSize } from './paging';
import { isUuid } from '../core/ids';

export interface DocumentRow {
  id: string;
  source_id: string;
  run_id: string | null;
  title: string;
  content: string;
  url: string | null;
  mime_type: string | null;
  status: 'INDEXED' | 'FAILED' | 'SKIPPED';
  error: string | null;
  size_bytes: number | null;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  /** created_at in epoch microseconds, exact, for the cursor. */
  position: string;
}

export interface DocumentsArgs {
  sourceId?: string | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

/** The columns a Document resolves from; size_bytes as float8 since bigint would come back as a BigInt. */
export const DOCUMENT_COLUMNS = `d.id, d.source_id, d.run_id, d.title, d.content, d.url, d.mime_type, d.status, d.error,
  d.size_bytes::float8 as size_bytes, d.metadata, d.created_at,
  (extract(epoch from d.created_at) * 1000000)::bigint::text as position`;

const MAX_SEARCH = 200;

// Opaque cursor of a searched page: (score, created_at in exact epoch microseconds, id).
const encodeRankCursor = (score: number, position: string, id: string) =>
  Buffer.from(JSON.stringify([score, position, id])).toString('base64url');

function decodeRankCursor(cursor: string): RankCursor {
  try {
    const [score, position, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // A keyword score lies in [0, 1].
    if (typeof score === 'number' && score >= 0 && score <= 1 && isCursorPosition(position))
      if (typeof id === 'string' && isUuid(id)) return { score, position, id };
  } catch {
    // fall through to the error below
  }
  throw badInput('Invalid cursor in "after"');
}

/** A searched connection: ranked by relevance like the dashboard API's search (server/search/documentRank.ts). */
async function searchedConnection(
  tx: Transaction,
  projectId: string,
  args: DocumentsArgs & { search: string },
  first: number,
  withTotal: boolean,
) {
  const after = args.after ? decodeRankCursor(args.after) : null;
  const search = { projectId, text: args.search, sourceId: args.sourceId ?? null, status: null, mimeType: null };
  const rows = await rankDocuments<DocumentRow>(tx, search, DOCUMENT_COLUMNS, after, first + 1);
  const page = rows.slice(0, first);
  const cursor = (row: (typeof rows)[number]) => encodeRankCursor(row.score, row.position, row.id);
  const last = page.at(-1);
  return {
    edges: page.map((row) => {
      const { score: _score, ...node } = row;
      return { cursor: cursor(row), node };
    }),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? cursor(last) : null },
    totalCount: withTotal ? await countRankedDocuments(tx, search) : null,
  };
}

/**
 * A Relay-style connection over a project's documents (RLS already limits rows to the caller): oldest
 * first, or best first when searching. Keyset on (created_at, id) walks documents_project_page_idx /
 * documents_source_page_idx backwards, so page 50 reads as many rows as page 1; the count runs only when
 * the query asks for it.
 */
const isProjectSource = async (tx: Transaction, projectId: string, sourceId: string) =>
  (await tx.query('select 1 from public.sources where id = $1 and project_id = $2', [sourceId, projectId])).rows
    .length > 0;

export async function documentsConnection(tx: Transaction, projectId: string, args: DocumentsArgs, withTotal: boolean) {
  const first = pageSize(args.first);
  if (args.sourceId && !isUuid(args.sourceId)) throw badInput('"sourceId" must be a source id');
  // Bounded like the dashboard API's search: every word is looked up among the project's chunks.
  if (args.search && args.search.length > MAX_SEARCH)
    throw badInput(`"search" must be at most ${MAX_SEARCH} characters`);
  // Postgres text cannot hold NUL or lone surrogates: refuse them instead of failing the query.
  if (args.search && (args.search.includes('\u0000') || !args.search.isWellFormed()))
    throw badInput('"search" contains characters that cannot be searched');
  const search = args.search?.trim();
  if (search) return searchedConnection(tx, projectId, { ...args, search }, first, withTotal);
  const after = args.after ? decodeCursor(args.after) : null;

  // Only the filters asked for go into the SQL, so the planner sees the plain index condition. A source's
  // page filters on the source alone once it is known to be the project's: with the project in the
  // condition too, the planner may walk the project's index past every newer document of its other sources.
  if (args.sourceId && !(await isProjectSource(tx, projectId, args.sourceId)))
    return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: withTotal ? 0 : null };
  const params: unknown[] = [args.sourceId ?? projectId];
  const where = [args.sourceId ? 'd.source_id = $1' : 'd.project_id = $1'];
  const filter = where.join(' and ');
  const filterParams = [...params];
  const keyset = after
    ? ` and (d.created_at, d.id) > (${fromMicros(params.push(after[0]))}, $${params.push(after[1])}::uuid)`
    : '';
  const { rows } = await tx.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from public.documents d
      where ${filter}${keyset}
      order by d.created_at, d.id limit $${params.length + 1}`,
    [...params, first + 1],
  );
  const total = withTotal
    ? (await tx.query<{ n: number }>(`select count(*)::int as n from public.documents d where ${filter}`, filterParams))
        .rows[0].n
    : null;
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    edges: page.map((row) => ({ cursor: encodeCursor(row.position, row.id), node: row })),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor(last.position, last.id) : null,
    },
    totalCount: total,
  };
}
