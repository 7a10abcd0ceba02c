import type { EntityState } from '@reduxjs/toolkit';
import type { TableChange, TableScope } from '@/shared/supabase/tableActions';
import { applyChanges } from '@/shared/store/applyChanges';
import { matchesScope } from '@/shared/store/rowOrder';

/** Same columns, same values (a JSON column is a new object on every read, so it counts as changed). */
function sameRow(stored: Record<string, unknown> | undefined, row: Record<string, unknown>): boolean {
  if (!stored) return false;
  const keys = Object.keys(row);
  return keys.length === Object.keys(stored).length && keys.every((key) => stored[key] === row[key]);
}

/**
 * A select's rows become the scope's rows: rows of the scope it no longer returns are removed, a stale
 * row (older updated_at) is skipped, and a row that did not change keeps its object, so its component
 * does not render again. Without Immer, through applyChanges: replacing thousands of sources through
 * Immer's drafts was a long task (docs/performance.md, scale). Returns `state` itself when nothing changed.
 */
export function replaceScope<Row extends { id: string }, S extends EntityState<Row, string>>(
  state: S,
  scope: TableScope | null,
  rows: readonly Row[],
): S {
  const incoming = new Set(rows.map((row) => row.id));
  const changes: TableChange<Row>[] = [];
  for (const id of state.ids) {
    if (!incoming.has(id) && matchesScope(state.entities[id], scope)) changes.push({ kind: 'remove', id });
  }
  for (const row of rows) {
    if (!sameRow(state.entities[row.id], row)) changes.push({ kind: 'upsert', row });
  }
  return applyChanges(state, changes);
}
