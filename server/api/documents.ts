import type { Transaction } from '../db/types';
import { Hono } from 'hono';
import type { DocumentListRow as DocumentRow } from '@contract/rows';
import { DOCUMENTS_PAGE, documentsQuery, type DocumentsQuery } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { fromMicros, isCursorPosition } from '../core/cursorPosition';
import { DOCUMENT_POSITION, rankDocuments } from '../search/documentRank';
import { ApiError, ok, type ApiEnv } from './http';
import { loadProject, loadSource } from '../core/lookups';
import { parseInput, pathId } from './validation';
import { isUuid } from '../core/ids';

/** What the list shows and the drawer opens (contract/rows.ts), with the ranking and paging columns. */
export interface DocumentListRow extends DocumentRow<Date> {
  rank: number | null;
  position: string;
}

const EXCERPT_CHARS = 2000;
const COLUMNS = `d.id, d.source_id, d.run_id, d.title, left(d.content, ${EXCERPT_CHARS}) as excerpt, d.url, d.mime_type,
            d.status, d.error, d.size_bytes::float8 as size_bytes, d.metadata, d.created_at, d.updated_at`;

type Cursor = [score: number | null, position: string, id: string];

// Opaque keyset cursor: (score when searching, created_at in exact microseconds, id), best then newest first.
const encodeCursor = (row: DocumentListRow): string =>
  Buffer.from(JSON.stringify([row.rank, row.position, row.id])).toString('base64url');

function decodeCursor(cursor: string, searching: boolean): Cursor {
  try {
    const [rank, position, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // A keyword score lies in [0, 1].
    const rankOk = searching ? typeof rank === 'number' && rank >= 0 && rank <= 1 : rank === null;
    if (rankOk && isCursorPosition(position) && typeof id === 'string' && isUuid(id))
      return [rank as number | null, position, id];
  } catch {
    // fall through to the error below
  }
  throw new ApiError(400, 'INVALID_AFTER', 'After must be a cursor from a previous page');
}

/** Ranked by the Search page's keyword ranking over the documents' chunks (server/search/documentRank.ts). */
async function searchedRows(
  tx: Transaction,
  projectId: string,
  query: DocumentsQuery,
  search: string,
  after: Cursor | null,
  limit: number,
) {
  const rows = await rankDocuments<DocumentRow<Date>>(
    tx,
    {
      projectId,
      text: search,
      sourceId: query.sourceId ?? null,
      status: query.status ?? null,
      mimeType: query.type || null,
    },
    COLUMNS,
    after ? { score: after[0] as number, position: after[1], id: after[2] } : null,
    limit,
  );
  return rows.map(({ score, ...row }): DocumentListRow => ({ ...row, rank: score }));
}

/**
 * Newest first, read along documents_project_page_idx / documents_source_page_idx (created_at desc, id
 * desc). Only the filters asked for go into the SQL and the order and keyset are on the indexed columns
 * themselves, so a page reads its rows off the index instead of sorting every document of the source.
 * A source's page filters on the source alone (the route has checked that it is the project's): with
 * the project in the condition too, the planner may walk the project's index and step over every newer
 * document of the project's other sources before the source's first page.
 */
async function newestRows(
  tx: Transaction,
  projectId: string,
  query: DocumentsQuery,
  after: Cursor | null,
  limit: number,
) {
  const params: unknown[] = [query.sourceId ?? projectId];
  const where = [query.sourceId ? 'd.source_id = $1' : 'd.project_id = $1'];
  if (query.status) where.push(`d.status = $${params.push(query.status)}`);
  if (query.type) where.push(`d.mime_type = $${params.push(query.type)}`);
  if (after)
    where.push(`(d.created_at, d.id) < (${fromMicros(params.push(after[1]))}, $${params.push(after[2])}::uuid)`);
  const { rows } = await tx.query<DocumentListRow>(
    `select ${COLUMNS}, null::float8 as rank, ${DOCUMENT_POSITION}::text as position
       from public.documents d
      where ${where.join(' and ')}
      order by d.created_at desc, d.id desc
      limit $${params.push(limit)}`,
    params,
  );
  return rows;
}

/**
 * One page of a project's documents, filtered and optionally searched. Keyset paging: documents added while
 * paging land before the first page, so later pages neither skip nor repeat rows. A search ranks by
 * relevance, then newest first.
 */
export async function documentsPage(tx: Transaction, projectId: string, query: DocumentsQuery) {
  const search = query.search || null;
  const after = query.after ? decodeCursor(query.after, search !== null) : null;
  const limit = query.limit ?? DOCUMENTS_PAGE;
  const rows = search
    ? await searchedRows(tx, projectId, query, search, after, limit + 1)
    : await newestRows(tx, projectId, query, after, limit + 1);
  const page = rows.slice(0, limit);
  return {
    documents: page.map(({ position: _position, rank: _rank, ...row }) => row),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

/** GET /projects/:projectId/documents?sourceId=&status=&type=&search=&after= → { documents, nextCursor }. */
export function documentRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/projects/:projectId/documents', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
    const query = parseInput(documentsQuery, raw);
    const page = await ctx.asUser(c.get('claims'), async (tx) => {
      await loadProject(tx, projectId);
      // A source named in the query must be one of this project's, like a source in a path.
      if (query.sourceId) await loadSource(tx, projectId, query.sourceId);
      return query.search ? null : documentsPage(tx, projectId, query);
    });
    // A search ranks with service rights, confined to the project just checked (see searchProject).
    return ok(c, page ?? (await ctx.asService((tx) => documentsPage(tx, projectId, query))));
  });
  return app;
}
