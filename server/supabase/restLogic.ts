import { RestError } from './restErrors';

/**
 * PostgREST's logic trees: `or=(a.eq.1,and(b.lt.2,c.is.null))`, also `and=(…)`, `not.or=(…)`. They
 * carry keyset pagination (`created_at.lt.X,and(created_at.eq.X,id.lt.Y)`), which needs an OR.
 * `filter(column, expression)` renders one leaf (`a` and `eq.1`) exactly as a top-level filter would.
 */
export function parseLogicTree(
  key: string,
  value: string,
  filter: (column: string, expression: string) => string,
): string {
  const negated = key.startsWith('not.');
  const operator = negated ? key.slice(4) : key;
  return renderGroup(operator, negated, value, filter, 0);
}

const MAX_DEPTH = 8;

function renderGroup(
  operator: string,
  negated: boolean,
  list: string,
  filter: (column: string, expression: string) => string,
  depth: number,
): string {
  if ((operator !== 'or' && operator !== 'and') || !list.startsWith('(') || !list.endsWith(')') || depth > MAX_DEPTH) {
    throw failure(list);
  }
  const parts = splitTopLevel(list.slice(1, -1)).map((item) => renderItem(item, filter, depth));
  if (parts.length === 0) throw failure(list);
  const sql = `(${parts.join(` ${operator} `)})`;
  return negated ? `not ${sql}` : sql;
}

function renderItem(item: string, filter: (column: string, expression: string) => string, depth: number): string {
  const group = /^(not\.)?(or|and)(\(.*\))$/s.exec(item);
  if (group) return renderGroup(group[2], Boolean(group[1]), group[3], filter, depth + 1);
  const dot = item.indexOf('.');
  if (dot <= 0) throw failure(item);
  return filter(item.slice(0, dot), unquoteValue(item.slice(dot + 1)));
}

/** `lt."2025-01-01T00:00:00+00:00"` → `lt.2025-01-01T00:00:00+00:00`: values with reserved characters are quoted. */
function unquoteValue(expression: string): string {
  const match = /^((?:not\.)?[a-z]+\.)"((?:[^"\\]|\\.)*)"$/s.exec(expression);
  return match ? match[1] + match[2].replace(/\\(.)/g, '$1') : expression;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(body: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\' && quoted) i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      items.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (body.length) items.push(body.slice(start));
  return items;
}

const failure = (text: string) =>
  new RestError(400, 'PGRST100', `"failed to parse logic tree (${text})" (line 1, column 1)`);
