import { getSupabase } from '@/shared/supabase/client';
import { PAGE_SIZE, type Filter } from '@/shared/supabase/syncBackend';

/** A keyset position: pages are ordered by (created_at, id), newest first. */
export interface PageCursor {
  created_at: string;
  id: string;
}

/** What a page of a growing table holds: equality filters, `in` lists and one case-insensitive search. */
export interface PageQuery {
  eq: readonly Filter[];
  in?: readonly { column: string; values: readonly string[] }[];
  search?: { column: string; text: string };
}

type Row = Record<string, unknown>;

/**
 * The newest `limit` rows of `table` matching `query`, older than `before` when given, newest first.
 * Every read of a growing table goes through here, so none is unbounded; the keyset
 * condition keeps page 500 as cheap as page 1, where an offset would scan every row before it.
 */
export async function selectPage(
  table: string,
  query: PageQuery,
  before: PageCursor | null = null,
  limit = PAGE_SIZE,
): Promise<Row[]> {
  let request = getSupabase().from(table).select('*');
  for (const { column, value } of query.eq) request = request.eq(column, value);
  for (const { column, values } of query.in ?? []) request = request.in(column, [...values]);
  const text = query.search?.text.trim();
  if (query.search && text) request = request.ilike(query.search.column, `*${escapeLike(text)}*`);
  if (before) {
    const at = quote(before.created_at);
    request = request.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${quote(before.id)})`);
  }
  const { data, error } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return (data ?? []) as Row[];
}

/** The text matches itself only: `%`, `_` and `\` are LIKE's wildcards and escape. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** PostgREST's quoting of a value inside a logic tree (timestamps hold `:` and `+`). */
const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
