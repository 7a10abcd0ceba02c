import { createAction } from '@reduxjs/toolkit';

/** A sync scope: rows whose `column` equals `value` (owner_id is always added by the sync). */
export interface TableScope {
  column: string;
  value: string;
}

/** How a scope's sync stands, read from its RTK Query cache entry (tableSyncApi's syncStatus). */
export type TableStatus = 'idle' | 'loading' | 'live' | 'offline' | 'error';

export interface ReplacedPayload<Row> {
  scope: TableScope | null;
  rows: Row[];
}

/** One realtime change, in arrival order; a batch of them is applied in one reducer pass. */
export type TableChange<Row> = { kind: 'upsert'; row: Row } | { kind: 'remove'; id: string };

export interface ChangesAppliedPayload<Row> {
  changes: TableChange<Row>[];
}

function makeTableActions<Row>(table: string) {
  return {
    replaced: createAction<ReplacedPayload<Row>>(`${table}/replaced`),
    upserted: createAction<Row>(`${table}/upserted`),
    removed: createAction<{ id: string }>(`${table}/removed`),
    changesApplied: createAction<ChangesAppliedPayload<Row>>(`${table}/changesApplied`),
  };
}

export type TableActions<Row> = ReturnType<typeof makeTableActions<Row>>;

const cache = new Map<string, TableActions<unknown>>();

/** Memoised per table so slices, the sync and tests share the same action creators. */
export function tableActions<Row>(table: string): TableActions<Row> {
  let actions = cache.get(table);
  if (!actions) {
    actions = makeTableActions<unknown>(table);
    cache.set(table, actions);
  }
  return actions as TableActions<Row>;
}
