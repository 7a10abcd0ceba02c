import type { Transaction } from '../db/types';
import { RestError } from './restErrors';
import { parseQuery } from './restQuery';
import { quoteIdent, type Column } from './schemaCache';

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface WriteRequest {
  method: WriteMethod;
  table: string;
  columns: Column[];
  query: URLSearchParams;
  /** The parsed JSON body (null for DELETE). */
  body: unknown;
  /** The body as sent: Postgres gets this text, never a re-serialised copy of arbitrarily deep JSON. */
  text: string;
  prefer: string;
}

/** The written rows as JSON text (in the `select` shape) and how many there were. */
export interface WriteResult {
  body: string;
  n: number;
}

/**
 * One PostgREST write as one statement: POST inserts (upserts with `Prefer: resolution=…`), PATCH
 * updates and DELETE deletes the rows the filters match. Nothing is checked here that Postgres checks:
 * grants, RLS and constraints refuse what PostgREST's database would refuse.
 */
export async function runWrite(tx: Transaction, request: WriteRequest): Promise<WriteResult> {
  const parts = parseQuery(request.table, request.columns, request.query);
  const table = `public.${quoteIdent(request.table)}`;
  const statement =
    request.method === 'POST'
      ? insertSql(table, request, parts)
      : request.method === 'PATCH'
        ? updateSql(table, request, parts)
        : `delete from ${table}${parts.where}`;
  if (statement === null) return { body: '[]', n: 0 };
  const sql = `with written as (${statement} returning *)
    select coalesce(json_agg(t), '[]'::json)::text as body, count(*)::int as n
      from (select ${parts.selectList} from written) t`;
  const { rows } = await tx.query<WriteResult>(sql, parts.params);
  return rows[0];
}

type Parts = ReturnType<typeof parseQuery>;

function insertSql(table: string, request: WriteRequest, parts: Parts): string {
  const rows = Array.isArray(request.body) ? request.body : [request.body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match');
  const listed = request.query.get('columns');
  const keys = listed ? listed.split(',').map((key) => key.trim()) : [...new Set(rows.flatMap(Object.keys))];
  if (keys.length === 0) return `insert into ${table} default values`;
  const names = keys.map((key) => bodyColumn(request, key)).join(', ');
  const values = parts.param(Array.isArray(request.body) ? request.text : `[${request.text}]`);
  const insert = `insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${values}::json)`;
  return insert + conflictClause(request, parts, keys);
}

/** supabase-js upsert(): `Prefer: resolution=merge-duplicates|ignore-duplicates`, target `on_conflict` or the key. */
function conflictClause(request: WriteRequest, parts: Parts, keys: string[]): string {
  const resolution = /\bresolution=(merge|ignore)-duplicates\b/.exec(request.prefer)?.[1];
  if (!resolution) return '';
  const target = (request.query.get('on_conflict') ?? 'id').split(',').map((name) => parts.column(name.trim()));
  if (resolution === 'ignore') return ` on conflict (${target.join(', ')}) do nothing`;
  const updates = keys.map((key) => `${quoteIdent(key)} = excluded.${quoteIdent(key)}`);
  return ` on conflict (${target.join(', ')}) do update set ${updates.join(', ')}`;
}

function updateSql(table: string, request: WriteRequest, parts: Parts): string | null {
  if (!isObject(request.body)) throw new RestError(400, 'PGRST102', 'The request body must be a JSON object');
  const keys = Object.keys(request.body);
  if (keys.length === 0) return null;
  const record = `json_populate_record(null::${table}, ${parts.param(request.text)}::json)`;
  // A sub-select per column keeps the filters' bare column names bound to the table being updated.
  const sets = keys.map((key) => `${bodyColumn(request, key)} = (select r.${quoteIdent(key)} from ${record} r)`);
  return `update ${table} set ${sets.join(', ')}${parts.where}`;
}

function bodyColumn(request: WriteRequest, key: string): string {
  if (!request.columns.some((column) => column.name === key)) {
    throw new RestError(
      400,
      'PGRST204',
      `Could not find the '${key}' column of '${request.table}' in the schema cache`,
    );
  }
  return quoteIdent(key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
