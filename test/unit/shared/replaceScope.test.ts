import { describe, expect, it } from 'vitest';
import { replaceScope } from '@/shared/store/replaceScope';

type Row = { id: string; project_id: string; name: string; updated_at?: string; settings?: object };

const state = (...rows: Row[]) => ({
  ids: rows.map((row) => row.id),
  entities: Object.fromEntries(rows.map((row) => [row.id, row])),
});
const scope = { column: 'project_id', value: 'p1' };

describe('replaceScope', () => {
  it('removes rows of the scope the select no longer returns, keeps other scopes, appends new ids', () => {
    const before = state({ id: 'a', project_id: 'p1', name: 'A' }, { id: 'b', project_id: 'p2', name: 'B' });
    const after = replaceScope(before, scope, [{ id: 'c', project_id: 'p1', name: 'C' }]);
    expect(after.ids).toEqual(['b', 'c']);
    expect(after.entities.b).toBe(before.entities.b);
  });

  it('keeps the object of a row that did not change, and the state itself when nothing did', () => {
    const before = state({ id: 'a', project_id: 'p1', name: 'A' }, { id: 'b', project_id: 'p1', name: 'B' });
    const same = replaceScope(before, scope, [
      { id: 'a', project_id: 'p1', name: 'A' },
      { id: 'b', project_id: 'p1', name: 'B' },
    ]);
    expect(same).toBe(before);
    const renamed = replaceScope(before, scope, [
      { id: 'a', project_id: 'p1', name: 'A' },
      { id: 'b', project_id: 'p1', name: 'B2' },
    ]);
    expect(renamed.entities.a).toBe(before.entities.a);
    expect(renamed.entities.b.name).toBe('B2');
  });

  it('counts a JSON column as changed (a new object on every read) and never lets an older row win', () => {
    const settings = { theme: 'dark' };
    const before = state({ id: 'a', project_id: 'p1', name: 'A', updated_at: '2025-01-02T00:00:00Z', settings });
    const older = replaceScope<Row, typeof before>(before, scope, [
      { id: 'a', project_id: 'p1', name: 'Old', updated_at: '2025-01-01T00:00:00Z', settings },
    ]);
    expect(older).toBe(before);
    const reread = replaceScope<Row, typeof before>(before, scope, [
      { id: 'a', project_id: 'p1', name: 'A', updated_at: '2025-01-02T00:00:00Z', settings: { theme: 'dark' } },
    ]);
    expect(reread.entities.a.settings).toEqual(settings);
    expect(reread.entities.a).not.toBe(before.entities.a);
  });
});
