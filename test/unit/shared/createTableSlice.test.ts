import { describe, expect, it } from 'vitest';
import { createTableSlice } from '@/shared/store/createTableSlice';

interface Row {
  id: string;
  project_id: string;
  name: string;
  updated_at: string;
}

const slice = createTableSlice<'things', Row>('things', { sortComparer: (a, b) => a.name.localeCompare(b.name) });
const { replaced, upserted, removed } = slice.actions;
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
});

describe('createTableSlice changesApplied', () => {
  const { changesApplied } = slice.actions;
  const upsert = (r: Row) => ({ kind: 'upsert' as const, row: r });
  const remove = (id: string) => ({ kind: 'remove' as const, id });
  const oneByOne = (...changes: ReturnType<typeof upsert | typeof remove>[]) =>
    changes.map((c) => (c.kind === 'remove' ? removed({ id: c.id }) : upserted(c.row)));

  it('applies a batch in order, with the same result as the one-by-one actions', () => {
    const seeded = run(replaced({ scope: null, rows: [row('a', 'p1', 'A'), row('b', 'p1', 'B')] }));
    const changes = [
      upsert(row('c', 'p1', 'C')),
      remove('a'),
      upsert(row('b', 'p1', 'B2', '2026-01-02T00:00:00.000Z')),
      upsert(row('a', 'p1', 'A again')),
      remove('c'),
      upsert(row('c', 'p1', 'C2')),
      upsert(row('c', 'p1', 'C2')),
      remove('unknown'),
    ];
    const batched = slice.reducer(seeded, changesApplied({ changes }));
    const sequential = oneByOne(...changes).reduce(slice.reducer, seeded);
    expect(batched.ids).toEqual(['b', 'a', 'c']);
    expect(batched.ids).toEqual(sequential.ids);
    expect(batched.entities).toEqual(sequential.entities);
    expect(seeded.ids).toEqual(['a', 'b']);
    expect(seeded.entities.a?.name).toBe('A');
  });

  it('skips stale changes, within the batch and against the stored row', () => {
    const stored = run(upserted(row('a', 'p1', 'stored', '2026-01-02T00:00:00.000Z')));
    const state = slice.reducer(
      stored,
      changesApplied({
        changes: [
          upsert(row('a', 'p1', 'older', '2026-01-01T00:00:00.000Z')),
          upsert(row('b', 'p1', 'newest', '2026-01-03T00:00:00.000Z')),
          upsert(row('b', 'p1', 'late', '2026-01-02T00:00:00.000Z')),
        ],
      }),
    );
    expect(slice.selectors.selectById(root(state), 'a')?.name).toBe('stored');
    expect(slice.selectors.selectById(root(state), 'b')?.name).toBe('newest');
  });

  it('returns the same state when nothing changes, so no selector recomputes', () => {
    const stored = run(upserted(row('a', 'p1', 'stored', '2026-01-02T00:00:00.000Z')));
    const state = slice.reducer(
      stored,
      changesApplied({ changes: [upsert(row('a', 'p1', 'older', '2026-01-01T00:00:00.000Z')), remove('nope')] }),
    );
    expect(state).toBe(stored);
  });
});
