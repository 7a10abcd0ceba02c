import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { indexingRunsActions, selectRecentRuns, selectRunIdsOfSource } from '@/features/sources/indexingRunsSlice';
import { isActiveRun, type IndexingRun, type RunStatus } from '@/features/sources/runTypes';
import { matchesLogFilter } from '@/features/sourceLogs/logFilter';

function run(id: string, second: number, status: RunStatus, sourceId = 's1'): IndexingRun {
  const at = `2025-06-01T10:00:${String(second).padStart(2, '0')}.000Z`;
  return {
    id,
    owner_id: 'u1',
    project_id: 'p1',
    source_id: sourceId,
    kind: 'init',
    trigger: 'manual',
    status,
    started_at: at,
    finished_at: null,
    documents_added: second,
    documents_updated: 0,
    documents_removed: 0,
    documents_failed: 0,
    error: null,
    created_at: at,
    updated_at: at,
  };
}

const seeded = () => {
  const store = makeStore();
  store.dispatch(
    indexingRunsActions.replaced({
      scope: { column: 'source_id', value: 's1' },
      rows: [run('a', 1, 'SUCCEEDED'), run('c', 3, 'RUNNING'), run('b', 2, 'FAILED'), run('x', 4, 'QUEUED', 's2')],
    }),
  );
  return store;
};

describe('indexingRunsSlice', () => {
  it('lists a source’s runs newest first and its recent runs oldest first', () => {
    const store = seeded();
    expect(selectRunIdsOfSource(store.getState(), 's1')).toEqual(['c', 'b', 'a']);
    expect(selectRecentRuns(store.getState(), 's1', 2).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('applies a realtime batch: the running run finishes and a new run appears on top', () => {
    const store = seeded();
    const before = selectRunIdsOfSource(store.getState(), 's1');
    store.dispatch(
      indexingRunsActions.changesApplied({
        changes: [
          { kind: 'upsert', row: { ...run('c', 3, 'CANCELLED'), updated_at: '2025-06-01T10:01:00.000Z' } },
          { kind: 'upsert', row: run('d', 5, 'QUEUED') },
        ],
      }),
    );
    const state = store.getState();
    expect(selectRunIdsOfSource(state, 's1')).toEqual(['d', 'c', 'b', 'a']);
    expect(state.indexing_runs.entities.c.status).toBe('CANCELLED');
    expect(before).toEqual(['c', 'b', 'a']);
  });

  it('knows active runs, and the logs filter keeps only a run’s own lines when asked', () => {
    expect(['QUEUED', 'RUNNING', 'SUCCEEDED'].map((s) => isActiveRun({ status: s as RunStatus }))).toEqual([
      true,
      true,
      false,
    ]);
    const line = { severity: 'INFO' as const, message: 'Fetched 4 files', run_id: 'r1' };
    const filter = { severities: ['INFO' as const], search: '' };
    expect(matchesLogFilter(line, { ...filter, runId: 'r1' })).toBe(true);
    expect(matchesLogFilter(line, { ...filter, runId: 'r2' })).toBe(false);
    expect(matchesLogFilter(line, { ...filter, runId: null })).toBe(true);
  });
});
