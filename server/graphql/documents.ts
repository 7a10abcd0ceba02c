import type { Transaction } from '@electric-sql/pglite';
import { createGraphQLError } from 'graphql-yoga';

export interface DocumentRow {
  id: string;
  source_id: string;
  title: string;
  content: string;
  url: string | null;
  mime_type: string | null;
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

const MAX_PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

// Opaque keyset cursors: (created_at in microseconds, id), oldest first.
const encodeCursor = (row: DocumentRow) => Buffer.from(JSON.stringify([row.position, row.id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const [position, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof position === 'string' && /^\d+$/.test(position) && typeof id === 'string' && UUID.test(id))
      return [position, id];
  } catch {
    // fall through to the error below
  }
  throw badInput('Invalid cursor in "after"');
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** A Relay-style connection over a project's documents (RLS already limits rows to the caller). */
export async function documentsConnection(tx: Transaction, projectId: string, args: DocumentsArgs) {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE)
    throw badInput(`"first" must be between 1 and ${MAX_PAGE}`);
  if (args.sourceId && !UUID.test(args.sourceId)) throw badInput('"sourceId" must be a source id');
  // Postgres text cannot hold NUL or lone surrogates: refuse them instead of failing the query.
  if (args.search && (args.search.includes('\u0000') || !args.search.isWellFormed()))
    throw badInput('"search" contains characters that cannot be searched');
  const after = args.after ? decodeCursor(args.after) : null;
  const filter = [projectId, args.sourceId || null, args.search ? likePattern(args.search) : null];
  const where = `d.project_id = $1 and ($2::uuid is null or d.source_id = $2)
    and ($3::text is null or d.title ilike $3 or d.content ilike $3)`;
  const position = '(extract(epoch from d.created_at) * 1000000)::bigint';
  const { rows } = await tx.query<DocumentRow>(
    `select d.id, d.source_id, d.title, d.content, d.url, d.mime_type, d.created_at, ${position}::text as position
       from public.documents d
      where ${where} and ($4::bigint is null or (${position}, d.id) > ($4::bigint, $5::uuid))
      order by ${position}, d.id limit $6`,
    [...filter, after?.[0] ?? null, after?.[1] ?? null, first + 1],
  );
  const total = await tx.query<{ n: number }>(
    `select count(*)::int as n from public.documents d where ${where}`,
    filter,
  );
  const page = rows.slice(0, first);
  return {
    edges: page.map((row) => ({ cursor: encodeCursor(row), node: row })),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: page.length > 0 ? encodeCursor(page[page.length - 1]) : null,
    },
    totalCount: total.rows[0].n,
  };
}
