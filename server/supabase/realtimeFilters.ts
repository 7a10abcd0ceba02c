import { parseInList } from './restQuery';

/** One condition of a postgres_changes filter such as `owner_id=eq.<uuid>` or `state=in.(a,b)`. */
export interface ChangeFilter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  values: string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Parses `col=op.value[,col=op.value…]` (a comma outside parentheses means AND). Throws on bad syntax. */
export function parseChangeFilter(filter: string | undefined | null): ChangeFilter[] {
  if (!filter) return [];
  return splitTopLevel(filter).map((part) => {
    const match = /^([A-Za-z_][\w]*)=(\w+)\.(.*)$/s.exec(part.trim());
    if (!match || !OPS.has(match[2])) throw new Error(`Invalid filter: ${part}`);
    const [, column, op, value] = match;
    return { column, op: op as ChangeFilter['op'], values: op === 'in' ? parseInList(value) : [value] };
  });
}

export function matchesFilters(filters: ChangeFilter[], row: Record<string, unknown> | null | undefined): boolean {
  if (filters.length === 0) return true;
  if (!row) return false;
  return filters.every((filter) => {
    if (!(filter.column in row)) return false;
    const actual = row[filter.column];
    const text = actual === null ? 'null' : typeof actual === 'object' ? JSON.stringify(actual) : String(actual);
    switch (filter.op) {
      case 'eq':
        return text === filter.values[0];
      case 'neq':
        return text !== filter.values[0];
      case 'in':
        return filter.values.includes(text);
      default:
        return actual !== null && compare(text, filter.values[0], filter.op);
    }
  });
}

function compare(actual: string, expected: string, op: 'lt' | 'lte' | 'gt' | 'gte'): boolean {
  const numeric =
    Number.isFinite(Number(actual)) && Number.isFinite(Number(expected)) && actual !== '' && expected !== '';
  const order = numeric
    ? Math.sign(Number(actual) - Number(expected))
    : actual < expected
      ? -1
      : actual > expected
        ? 1
        : 0;
  return op === 'lt' ? order < 0 : op === 'lte' ? order <= 0 : op === 'gt' ? order > 0 : order >= 0;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}
