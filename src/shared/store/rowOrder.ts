import type { TableScope } from '@/shared/supabase/tableActions';

function updatedAt(row: unknown): number | null {
  const value = (row as { updated_at?: unknown } | null | undefined)?.updated_at;
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** A row is stale when the stored copy was updated strictly later (out-of-order realtime event). */
export function isStale(incoming: unknown, stored: unknown): boolean {
  const next = updatedAt(incoming);
  const current = updatedAt(stored);
  return next !== null && current !== null && next < current;
}

/** Whether a row belongs to a scope; the null scope holds every row of the table. */
export function matchesScope(row: unknown, scope: TableScope | null): boolean {
  if (!scope) return true;
  const value = (row as Record<string, unknown> | null | undefined)?.[scope.column];
  return value !== undefined && value !== null && String(value) === scope.value;
}

/**
 * Orders ids and ISO timestamps by code units. Not localeCompare: its first call builds an ICU
 * collator, tens of milliseconds on a slow phone during the first render.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
