import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  isProjectPaused,
  projectsActions,
  selectAllProjects,
  selectLiveProjects,
  selectProjectById,
  selectRecentlyDeletedProjects,
} from '@/features/projects/projectsSlice';
import type { Project } from '@/features/projects/types';
import { RESTORE_WINDOW_MS } from '@contract/constants';

const NOW = Date.parse('2025-06-10T12:00:00Z');

function project(id: string, patch: Partial<Project> = {}): Project {
  return {
    id,
    owner_id: 'u1',
    name: `Project ${id}`,
    state: 'active',
    settings: {},
    deleted_at: null,
    created_at: '2025-06-01T00:00:00Z',
    updated_at: '2025-06-01T00:00:00Z',
    ...patch,
  };
}

describe('projects slice', () => {
  it('keeps rows newest first and applies realtime upserts and removals', () => {
    const store = makeStore();
    store.dispatch(
      projectsActions.replaced({
        scope: null,
        rows: [
          project('a', { created_at: '2025-06-01T00:00:00Z' }),
          project('b', { created_at: '2025-06-02T00:00:00Z' }),
        ],
      }),
    );
    expect(selectAllProjects(store.getState()).map((p) => p.id)).toEqual(['b', 'a']);

    store.dispatch(projectsActions.upserted(project('a', { name: 'Renamed', updated_at: '2025-06-03T00:00:00Z' })));
    expect(selectProjectById(store.getState(), 'a')?.name).toBe('Renamed');

    // An older event arriving late never wins over the newer row.
    store.dispatch(projectsActions.upserted(project('a', { name: 'Stale', updated_at: '2025-06-02T00:00:00Z' })));
    expect(selectProjectById(store.getState(), 'a')?.name).toBe('Renamed');

    store.dispatch(projectsActions.removed({ id: 'b' }));
    expect(selectAllProjects(store.getState()).map((p) => p.id)).toEqual(['a']);
  });

  it('separates live projects from deleted ones', () => {
    const store = makeStore();
    store.dispatch(
      projectsActions.replaced({
        scope: null,
        rows: [
          project('live'),
          project('paused', { state: 'paused' }),
          project('gone', { state: 'deleted', deleted_at: '2025-06-09T12:00:00Z' }),
        ],
      }),
    );
    expect(
      selectLiveProjects(store.getState())
        .map((p) => p.id)
        .sort(),
    ).toEqual(['live', 'paused']);
    expect(selectRecentlyDeletedProjects(store.getState(), NOW).map((p) => p.id)).toEqual(['gone']);
  });

  it('lists deleted projects inside the 7-day window only, most recently deleted first', () => {
    const store = makeStore();
    const deletedAgo = (ms: number) => new Date(NOW - ms).toISOString();
    store.dispatch(
      projectsActions.replaced({
        scope: null,
        rows: [
          project('old', { state: 'deleted', deleted_at: deletedAgo(RESTORE_WINDOW_MS + 1000) }),
          project('earlier', { state: 'deleted', deleted_at: deletedAgo(3 * 86_400_000) }),
          project('recent', { state: 'deleted', deleted_at: deletedAgo(60_000) }),
          project('edge', { state: 'deleted', deleted_at: deletedAgo(RESTORE_WINDOW_MS - 1000) }),
        ],
      }),
    );
    expect(selectRecentlyDeletedProjects(store.getState(), NOW).map((p) => p.id)).toEqual([
      'recent',
      'earlier',
      'edge',
    ]);
  });

  it('memoises the live list while the rows are unchanged', () => {
    const store = makeStore();
    store.dispatch(projectsActions.replaced({ scope: null, rows: [project('a')] }));
    expect(selectLiveProjects(store.getState())).toBe(selectLiveProjects(store.getState()));
  });

  it('counts paused and restoring projects as paused', () => {
    expect(isProjectPaused({ state: 'paused' })).toBe(true);
    expect(isProjectPaused({ state: 'restoring' })).toBe(true);
    expect(isProjectPaused({ state: 'active' })).toBe(false);
    expect(isProjectPaused({ state: 'deleted' })).toBe(false);
  });
});
