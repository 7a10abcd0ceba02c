import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  selectAllSourceLogs,
  selectSourceLogById,
  selectVisibleLogIds,
  sourceLogsActions,
} from '@/features/sourceLogs/sourceLogsSlice';
import { ALL_LOGS, matchesLogFilter, toLogPageQuery, type LogFilter } from '@/features/sourceLogs/logFilter';
import type { LogSeverity, SourceLog } from '@/features/sourceLogs/types';

function log(id: string, second: number, severity: LogSeverity, message: string, sourceId = 's1'): SourceLog {
  const at = `2025-06-01T10:00:${String(second).padStart(2, '0')}.000Z`;
  return {
    id,
    owner_id: 'u1',
    project_id: 'p1',
    source_id: sourceId,
    severity,
    message,
    details: null,
    created_at: at,
    updated_at: at,
  };
}

function seeded() {
  const store = makeStore();
  store.dispatch(
    sourceLogsActions.replaced({
      scope: { column: 'source_id', value: 's1' },
      rows: [
        log('c', 3, 'ERROR', 'Failed to parse broken.json'),
        log('a', 1, 'INFO', 'Fetched 4 documents'),
        log('b', 2, 'WARNING', 'Skipped large file'),
        log('x', 4, 'INFO', 'Other source', 's2'),
      ],
    }),
  );
  return store;
}

describe('source logs slice', () => {
  it('stores lines newest first, whatever the timestamp format', () => {
    const store = seeded();
    // Realtime may send "2025-06-01 10:00:05+00" where REST sent ISO strings.
    store.dispatch(
      sourceLogsActions.upserted({ ...log('d', 5, 'INFO', 'Late'), created_at: '2025-06-01 10:00:05+00' }),
    );
    expect(selectAllSourceLogs(store.getState()).map((l) => l.id)).toEqual(['d', 'x', 'c', 'b', 'a']);
  });

  it("selects a source's visible lines oldest first (a tail reads downwards)", () => {
    const store = seeded();
    expect(selectVisibleLogIds(store.getState(), 's1', ALL_LOGS)).toEqual(['a', 'b', 'c']);
    expect(selectVisibleLogIds(store.getState(), 's2', ALL_LOGS)).toEqual(['x']);
  });

  it('filters by severity and by case-insensitive search', () => {
    const store = seeded();
    const problems: LogFilter = { ...ALL_LOGS, severities: ['ERROR', 'WARNING'] };
    expect(selectVisibleLogIds(store.getState(), 's1', problems)).toEqual(['b', 'c']);
    expect(selectVisibleLogIds(store.getState(), 's1', { ...ALL_LOGS, search: '  FETCHED ' })).toEqual(['a']);
    expect(selectVisibleLogIds(store.getState(), 's1', { ...ALL_LOGS, severities: ['INFO'], search: 'parse' })).toEqual(
      [],
    );
    expect(selectVisibleLogIds(store.getState(), 's1', { ...ALL_LOGS, severities: [] })).toEqual([]);
  });

  it('keeps the same id array when a line changes but the visible ids do not', () => {
    const store = seeded();
    const before = selectVisibleLogIds(store.getState(), 's1', ALL_LOGS);
    store.dispatch(
      sourceLogsActions.upserted({
        ...log('b', 2, 'WARNING', 'Skipped large file (retried)'),
        updated_at: '2025-06-01T11:00:00Z',
      }),
    );
    expect(selectSourceLogById(store.getState(), 'b')?.message).toBe('Skipped large file (retried)');
    expect(selectVisibleLogIds(store.getState(), 's1', ALL_LOGS)).toBe(before);
    store.dispatch(sourceLogsActions.upserted(log('e', 9, 'INFO', 'New line')));
    expect(selectVisibleLogIds(store.getState(), 's1', ALL_LOGS)).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('matchesLogFilter', () => {
  it('needs both the severity and the search to match', () => {
    const line = { severity: 'WARNING' as const, message: 'Rate limit reached' };
    expect(matchesLogFilter(line, ALL_LOGS)).toBe(true);
    expect(matchesLogFilter(line, { ...ALL_LOGS, severities: ['WARNING'], search: 'limit' })).toBe(true);
    expect(matchesLogFilter(line, { ...ALL_LOGS, severities: ['ERROR'], search: 'limit' })).toBe(false);
    expect(matchesLogFilter(line, { ...ALL_LOGS, severities: ['WARNING'], search: 'quota' })).toBe(false);
  });
});

describe('toLogPageQuery', () => {
  it('asks the database for what matchesLogFilter keeps', () => {
    expect(toLogPageQuery(ALL_LOGS)).toEqual({ eq: [], in: [], search: { column: 'message', text: '' } });
    expect(toLogPageQuery({ severities: ['ERROR'], search: '50%', runId: 'r1' })).toEqual({
      eq: [{ column: 'run_id', value: 'r1' }],
      in: [{ column: 'severity', values: ['ERROR'] }],
      search: { column: 'message', text: '50%' },
    });
    expect(matchesLogFilter({ severity: 'ERROR', message: 'x', run_id: 'r2' }, { ...ALL_LOGS, runId: 'r1' })).toBe(
      false,
    );
  });
});
