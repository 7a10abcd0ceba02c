import { RestError } from './restErrors';
import { parseLogicTree } from './restLogic';
import { quoteIdent, type Column } from './schemaCache';

/** Query parameters that are not column filters (PostgREST's reserved names). */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};
const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);

/**
 * PostgREST's `db-max-rows` for tables that grow without bound (hosted Supabase defaults to 1000 for
 * every table): a select of these returns at most this many rows, whatever limit or Range it asks for,
 * so no client can make the platform build one huge JSON string. Small tables stay uncapped.
 */
export const MAX_ROWS = 1000;
const GROWING_TABLES = new Set([
  'source_logs',
  'documents',
  'indexing_runs',
  'webhook_deliveries',
  'webhook_delivery_attempts',
  'api_requests',
]);

/** Rows asked for by a `Range: 0-24` request header (PostgREST intersects it with limit/offset). */
export interface RowRange {
  offset: number;
  limit?: number;
}

export interface SelectQuery {
  /** SQL returning one row {body: json text of the rows, n: row count}. */
  rowsSql: string;
  /** SQL returning one row {total} for Prefer: count=exact. */
  countSql: string;
  params: unknown[];
  offset: number;
  /** The limit the rows were read with, after the Range header and the max-rows cap. */
  limit?: number;
}

/** The parts of a query string every method shares: checked columns, the filters and their parameters. */
export interface QueryParts {
  /** Quotes a column of the table, 400 (42703) for any other name. */
  column: (name: string) => string;
  /** Adds a parameter and returns its placeholder. */
  param: (value: unknown) => string;
  params: unknown[];
  /** ` where …` or ''. */
  where: string;
  /** The select list (`*` or checked columns with aliases). */
  selectList: string;
}

/**
 * Parses what every method's query string carries. Every identifier is checked against the table's real
 * columns before it is quoted; every value travels as a parameter.
 */
export function parseQuery(table: string, columns: Column[], query: URLSearchParams): QueryParts {
  const known = new Set(columns.map((c) => c.name));
  const column = (name: string) => {
    if (!known.has(name)) throw new RestError(400, '42703', `column ${table}.${name} does not exist`);
    return quoteIdent(name);
  };
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;

  const selectList = parseSelect(query.get('select') ?? '*', column);
  const filters: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    if (LOGIC_KEYS.has(key)) {
      filters.push(parseLogicTree(key, value, (name, expression) => parseFilter(column(name), expression, param)));
    } else filters.push(parseFilter(column(key), value, param));
  }
  const where = filters.length ? ` where ${filters.join(' and ')}` : '';
  return { column, param, params, where, selectList };
}

/** Turns a PostgREST GET query string into parameterised SQL. */
export function buildSelect(
  table: string,
  columns: Column[],
  query: URLSearchParams,
  headerRange: RowRange = { offset: 0 },
): SelectQuery {
  const { column, params, where, selectList } = parseQuery(table, columns, query);
  const order = parseOrder(query.get('order'), column);
  const { offset, limit } = intersect(
    { offset: parseCount(query.get('offset'), 'offset') ?? 0, limit: parseCount(query.get('limit'), 'limit') },
    headerRange,
    GROWING_TABLES.has(table) ? MAX_ROWS : undefined,
  );

  const from = `from public.${quoteIdent(table)}${where}`;
  const countSql = `select count(*)::int as total ${from}`;
  const paging = `${limit === undefined ? '' : ` limit ${limit}`}${offset ? ` offset ${offset}` : ''}`;
  const rowsSql = `select coalesce(json_agg(t), '[]'::json)::text as body, count(*)::int as n
    from (select ${selectList} ${from}${order}${paging}) t`;
  return { rowsSql, countSql, params, offset, limit };
}

/** The rows both ranges ask for, capped at `cap` rows. */
function intersect(query: RowRange, header: RowRange, cap: number | undefined): RowRange {
  const offset = Math.max(query.offset, header.offset);
  const ends = [query, header]
    .filter((range) => range.limit !== undefined)
    .map((range) => range.offset + (range.limit as number));
  const end = ends.length ? Math.min(...ends) : undefined;
  const limit = end === undefined ? cap : Math.max(0, end - offset);
  return { offset, limit: cap === undefined || limit === undefined ? limit : Math.min(limit, cap) };
}

/**
 * `Range: 0-24` (with `Range-Unit: items` or none) → offset 0, limit 25; `Range: 10-` → offset 10.
 * A malformed header is ignored, as PostgREST does.
 */
export function parseRangeHeader(value: string | undefined, unit: string | undefined): RowRange {
  const match = value && (!unit || unit === 'items') ? /^(?:items=)?(\d+)-(\d*)$/.exec(value.trim()) : null;
  if (!match) return { offset: 0 };
  const first = Number(match[1]);
  if (match[2] === '') return { offset: first };
  const last = Number(match[2]);
  return last < first ? { offset: 0 } : { offset: first, limit: last - first + 1 };
}

function parseSelect(select: string, column: (name: string) => string): string {
  const items = select
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0 || items.includes('*')) {
    if (items.length > 1) throw new RestError(400, 'PGRST100', 'failed to parse select parameter (' + select + ')');
    return '*';
  }
  return items
    .map((item) => {
      const match = /^(?:([A-Za-z_][\w]*):)?([A-Za-z_][\w]*)$/.exec(item);
      if (!match)
        throw new RestError(
          400,
          'PGRST100',
          `failed to parse select parameter (${select})`,
          `Unsupported item: ${item}`,
        );
      const [, alias, name] = match;
      return alias ? `${column(name)} as ${quoteIdent(alias)}` : column(name);
    })
    .join(', ');
}

function parseFilter(column: string, raw: string, param: (value: unknown) => string): string {
  const negated = raw.startsWith('not.');
  const expression = negated ? raw.slice(4) : raw;
  const dot = expression.indexOf('.');
  const operator = dot < 0 ? expression : expression.slice(0, dot);
  const value = dot < 0 ? '' : expression.slice(dot + 1);
  let sql: string;
  if (operator in COMPARISONS) {
    const pattern = operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
    sql = `${column} ${COMPARISONS[operator]} ${param(pattern)}`;
  } else if (operator === 'in') {
    const values = parseInList(value);
    sql = values.length ? `${column} in (${values.map(param).join(', ')})` : 'false';
  } else if (operator === 'is' && value in IS_VALUES) {
    sql = `${column} is ${IS_VALUES[value]}`;
  } else {
    throw new RestError(400, 'PGRST100', `"failed to parse filter (${raw})" (line 1, column 1)`);
  }
  return negated ? `not (${sql})` : sql;
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'] with PostgREST's double-quote escaping. */
export function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new RestError(400, 'PGRST100', `"failed to parse filter (in.${value})" (line 1, column 4)`);
  }
  const body = value.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && quoted && i + 1 < body.length) current += body[++i];
    else if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (body.length) items.push(current);
  return items;
}

function parseOrder(order: string | null, column: (name: string) => string): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [name, ...modifiers] = term.trim().split('.');
    let sql = column(name);
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') sql += ` nulls ${modifier.slice(5)}`;
      else throw new RestError(400, 'PGRST100', `"failed to parse order (${order})" (line 1, column 1)`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function parseCount(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value))
    throw new RestError(400, 'PGRST100', `"failed to parse ${name} (${value})" (line 1, column 1)`);
  return Number(value);
}
