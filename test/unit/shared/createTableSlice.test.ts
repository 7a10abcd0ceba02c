import { describe, expect, it } from 'vitest';
import { createTableSlice } from '@/shared/store/createTableSlice';

interface Row {
  id: string;
  project_id: string;
  name: string;
  updated_at: string;
}

const slice = createTableSlice<Row>('things', { sortComparer: (a, b) => a.name.localeCompare(b.name) });
const { replaced, upserted, removed, statusChanged } = slice.actions;
const row = (id: string, project_id: string, name: string, updated_at = '2026-01-01T00:00:00.000Z'): Row => ({
  id,
  project_id,
  name,
  updated_at,
});
const root = (state = slice.getInitialState()) => ({ things: state });
const run = (...actions: Parameters<typeof slice.reducer>[1][]) =>
  actions.reduce(slice.reducer, slice.getInitialState());

describe('createTableSlice', () => {
  it('is named by its table and reacts to "<table>/…" actions', () => {
    expect(slice.name).toBe('things');
    expect(replaced.type).toBe('things/replaced');
    expect(upserted.type).toBe('things/upserted');
    expect(removed.type).toBe('things/removed');
  });

  it('replaced swaps only the rows of its scope', () => {
    const state = run(
      replaced({ scope: null, rows: [row('a', 'p1', 'A'), row('b', 'p1', 'B'), row('c', 'p2', 'C')] }),
      replaced({ scope: { column: 'project_id', value: 'p1' }, rows: [row('b', 'p1', 'B2'), row('d', 'p1', 'D')] }),
    );
    expect(slice.selectors.selectAll(root(state)).map((r) => `${r.id}:${r.name}`)).toEqual(['b:B2', 'c:C', 'd:D']);
    expect(slice.selectors.selectTotal(root(state))).toBe(3);
  });

  it('replaced with the null scope replaces the whole table', () => {
    const state = run(replaced({ scope: null, rows: [row('a', 'p1', 'A')] }), replaced({ scope: null, rows: [] }));
    expect(slice.selectors.selectIds(root(state))).toEqual([]);
  });

  it('upserted inserts and updates; a duplicate insert is harmless', () => {
    const state = run(upserted(row('a', 'p1', 'A')), upserted(row('a', 'p1', 'A')), upserted(row('b', 'p1', 'B')));
    expect(slice.selectors.selectIds(root(state))).toEqual(['a', 'b']);
    const updated = slice.reducer(state, upserted(row('a', 'p1', 'Z', '2026-01-02T00:00:00.000Z')));
    expect(slice.selectors.selectById(root(updated), 'a')?.name).toBe('Z');
    expect(slice.selectors.selectIds(root(updated))).toEqual(['b', 'a']);
  });

  it('a stale update (older updated_at) never overwrites a newer row, in upserts or replaces', () => {
    const newer = row('a', 'p1', 'new', '2026-01-02T00:00:00.000Z');
    const older = row('a', 'p1', 'old', '2026-01-01T00:00:00.000Z');
    let state = run(upserted(newer), upserted(older));
    expect(slice.selectors.selectById(root(state), 'a')?.name).toBe('new');
    state = slice.reducer(state, replaced({ scope: null, rows: [older] }));
    expect(slice.selectors.selectById(root(state), 'a')?.name).toBe('new');
  });

  it('removed deletes by id and ignores unknown ids', () => {
    const state = run(upserted(row('a', 'p1', 'A')), removed({ id: 'a' }), removed({ id: 'nope' }));
    expect(slice.selectors.selectEntities(root(state))).toEqual({});
  });

  it('tracks the sync status per scope', () => {
    const state = run(statusChanged({ scopeKey: 'project_id=p1', status: 'live' }));
    expect(slice.selectors.selectStatus(root(state), { column: 'project_id', value: 'p1' })).toBe('live');
    expect(slice.selectors.selectStatus(root(state), null)).toBe('idle');
  });
});
