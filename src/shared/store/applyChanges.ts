import type { EntityState } from '@reduxjs/toolkit';
import type { TableChange } from '@/shared/supabase/tableActions';
import { isStale } from '@/shared/store/rowOrder';

/**
 * Applies a batch of realtime changes in arrival order with one copy of the entity map, without Immer
 * (the hot path of bench/realtime). Same result as the adapter's setOne/removeOne one by one: a stale
 * row (older updated_at) is skipped, a new id is appended to `ids`, a removed one leaves it.
 * Returns `state` itself when nothing changed, so no selector recomputes.
 */
export function applyChanges<Row extends { id: string }, S extends EntityState<Row, string>>(
  state: S,
  changes: readonly TableChange<Row>[],
): S {
  let entities: Record<string, Row> | null = null;
  let removedAny = false;
  const added = new Set<string>();
  const current = (id: string) => (entities ?? state.entities)[id];
  const writable = () => (entities ??= { ...state.entities } as Record<string, Row>);

  for (const change of changes) {
    if (change.kind === 'remove') {
      if (current(change.id) === undefined) continue;
      delete writable()[change.id];
      added.delete(change.id);
      removedAny = true;
    } else {
      const { row } = change;
      const stored = current(row.id);
      if (isStale(row, stored)) continue;
      if (stored === undefined) {
        added.delete(row.id);
        added.add(row.id);
      }
      writable()[row.id] = row;
    }
  }

  if (!entities) return state;
  const next = entities;
  const ids =
    removedAny || added.size > 0
      ? [...state.ids.filter((id) => next[id] !== undefined && !added.has(id)), ...added]
      : state.ids;
  return { ...state, entities: next, ids };
}
