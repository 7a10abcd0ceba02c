import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { selectSourceById, selectSourceIdsByProject, sourcesActions } from '@/features/sources/sourcesSlice';
import type { Source } from '@/features/sources/types';
import { makeSource } from '../utils/sourceFixture';

function source(id: string, projectId: string, patch: Partial<Source> = {}): Source {
  return makeSource({
    id,
    project_id: projectId,
    created_at: `2025-06-0${id.length}T00:00:00Z`,
    updated_at: '2025-06-01T00:00:00Z',
    ...patch,
  });
}

describe('sources slice', () => {
  it("selects a project's source ids, oldest first", () => {
    const store = makeStore();
    store.dispatch(
      sourcesActions.replaced({
        scope: { column: 'project_id', value: 'p1' },
        rows: [source('ccc', 'p1'), source('a', 'p1'), source('bb', 'p2')],
      }),
    );
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toEqual(['a', 'ccc']);
    expect(selectSourceIdsByProject(store.getState(), 'p2')).toEqual(['bb']);
    expect(selectSourceIdsByProject(store.getState(), 'p3')).toEqual([]);
  });

  it('returns the same id array when only a row changes, so the list does not re-render', () => {
    const store = makeStore();
    store.dispatch(sourcesActions.replaced({ scope: null, rows: [source('a', 'p1'), source('bb', 'p1')] }));
    const before = selectSourceIdsByProject(store.getState(), 'p1');
    store.dispatch(
      sourcesActions.upserted(
        source('a', 'p1', {
          status: 'INITIALIZING',
          progress: { done: 1, total: 5 },
          updated_at: '2025-06-02T00:00:00Z',
        }),
      ),
    );
    expect(selectSourceById(store.getState(), 'a')?.progress).toEqual({ done: 1, total: 5 });
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toBe(before);

    store.dispatch(sourcesActions.upserted(source('ddd', 'p1')));
    expect(selectSourceIdsByProject(store.getState(), 'p1')).not.toBe(before);
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toEqual(['a', 'bb', 'ddd']);
  });

  it('replacing a scope drops rows of that scope that are gone and keeps other scopes', () => {
    const store = makeStore();
    store.dispatch(sourcesActions.replaced({ scope: null, rows: [source('a', 'p1'), source('bb', 'p2')] }));
    store.dispatch(sourcesActions.replaced({ scope: { column: 'project_id', value: 'p1' }, rows: [] }));
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toEqual([]);
    expect(selectSourceIdsByProject(store.getState(), 'p2')).toEqual(['bb']);
  });

  it('removes a deleted source', () => {
    const store = makeStore();
    store.dispatch(sourcesActions.replaced({ scope: null, rows: [source('a', 'p1')] }));
    store.dispatch(sourcesActions.removed({ id: 'a' }));
    expect(selectSourceById(store.getState(), 'a')).toBeUndefined();
  });
});
