import { configureStore } from '@reduxjs/toolkit';
import { createTableSlice } from '@/shared/store/createTableSlice';
import { indexingUpdateFrames, type SourceRowSeed } from '/work/main/bench/realtime/phoenixFrames';
type Row = { id: string; created_at: string; project_id: string; updated_at: string };
const seeds: SourceRowSeed[] = Array.from({ length: 50 }, (_, i) => ({ id: `id-${i}`, owner_id: 'u', project_id: 'p', name: `r${i}`, created_at: new Date(Date.UTC(2025,0,1,0,i)).toISOString() }));
const rows = indexingUpdateFrames('t', 1, seeds, 12000).map((f) => JSON.parse(f)[4].data.record as Row);
for (const [label, opts] of [['sorted', { sortComparer: (a: Row, b: Row) => a.created_at.localeCompare(b.created_at) }], ['unsorted', {}]] as const) {
  const slice = createTableSlice<Row>('sources', opts);
  const store = configureStore({ reducer: { sources: slice.reducer } });
  store.dispatch(slice.actions.replaced({ scope: null, rows: rows.slice(0, 50) }));
  for (const r of rows.slice(50, 2000)) store.dispatch(slice.actions.upserted(r));
  const t = performance.now();
  for (const r of rows.slice(2000)) store.dispatch(slice.actions.upserted(r));
  const ms = performance.now() - t;
  const t2 = performance.now(); let x; for (const r of rows.slice(2000)) x = JSON.parse(JSON.stringify(r)); const p = performance.now() - t2;
  console.log(label, (ms * 1000 / 10000).toFixed(1), 'µs/event; stringify+parse row', (p * 1000 / 10000).toFixed(1), x ? '' : '');
}
