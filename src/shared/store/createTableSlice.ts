import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import { tableActions } from '@/shared/supabase/tableActions';
import { isStale } from '@/shared/store/rowOrder';
import { applyChanges } from '@/shared/store/applyChanges';
import { replaceScope } from '@/shared/store/replaceScope';

/** A table's rows; how each scope is kept in sync is its RTK Query cache entry's (shared/supabase/tableSyncApi). */
export type TableState<Row extends { id: string }> = EntityState<Row, string>;

export interface TableSliceOptions<Row> {
  sortComparer?: (a: Row, b: Row) => number;
}

/** The part of the store a table slice reads: its rows under the key that is its table's name. */
export type TableRoot<Name extends string, Row extends { id: string }> = { [K in Name]: TableState<Row> };

/**
 * One entity-adapter slice per table, fed only by tableActions(table): a full
 * replace per scope after each select, then realtime upserts/removals (one by one, or batched in
 * changesApplied). Older rows never win. The table name is the slice's key in the store, as a literal
 * type; it is given as a type argument too (`createTableSlice<'projects', Project>('projects')`) because
 * TypeScript cannot infer it while Row is explicit, and a curried form cost first-load bytes.
 */
export function createTableSlice<Name extends string, Row extends { id: string }>(
  table: Name,
  options: TableSliceOptions<Row> = {},
) {
  // Unsorted storage: a sorted adapter re-sorts through Immer drafts on every realtime upsert (~17x
  // the reducer cost, bench/realtime), so the order is applied when reading, in memoised selectors.
  const adapter = createEntityAdapter<Row, string>({ selectId: (row) => row.id });
  const actions = tableActions<Row>(table);
  const initialState: TableState<Row> = adapter.getInitialState();

  const slice = createSlice({
    name: table,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(actions.upserted, (state, { payload }) => {
          if (!isStale(payload, state.entities[payload.id])) adapter.setOne(state, payload);
        })
        .addCase(actions.removed, (state, { payload }) => {
          adapter.removeOne(state, payload.id);
        });
    },
  });

  // Realtime batches and selects' rows bypass Immer: one plain pass over the entity map (bench/realtime,
  // bench/scale).
  const reducer: typeof slice.reducer = (state, action) => {
    if (actions.changesApplied.match(action)) return applyChanges(state ?? initialState, action.payload.changes);
    if (actions.replaced.match(action))
      return replaceScope(state ?? initialState, action.payload.scope, action.payload.rows);
    return slice.reducer(state, action);
  };

  // Selectors take any state holding this table under its name, e.g. the app's RootState.
  const selectTable = (root: TableRoot<Name, Row>): TableState<Row> => root[table];
  const entitySelectors = adapter.getSelectors(selectTable);
  const { sortComparer } = options;
  const selectAll = sortComparer
    ? createSelector([entitySelectors.selectAll], (rows) => [...rows].sort(sortComparer))
    : entitySelectors.selectAll;
  const selectIds = sortComparer
    ? createSelector([selectAll], (rows) => rows.map((row) => row.id))
    : entitySelectors.selectIds;
  const selectors = { ...entitySelectors, selectAll, selectIds };

  return {
    name: table,
    reducerPath: table,
    reducer,
    actions,
    selectors,
    getInitialState: slice.getInitialState,
  };
}

export type TableSlice<Name extends string, Row extends { id: string }> = ReturnType<
  typeof createTableSlice<Name, Row>
>;
