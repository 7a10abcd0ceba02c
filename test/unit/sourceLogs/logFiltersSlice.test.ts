import { describe, expect, it } from 'vitest';
import logFiltersSlice, { searchApplied, severitiesChosen } from '@/features/sourceLogs/logFiltersSlice';
import { locationChanged, type StoreLocation } from '@/shared/routing/routerSlice';

const at = (pathname: string, search = ''): StoreLocation => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname + search,
  action: 'PUSH',
});
const reduce = logFiltersSlice.reducer;
const LOGS = '/projects/p1/sources/s1/logs';

describe('logFiltersSlice', () => {
  it('starts with every severity and no search', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      severities: ['ERROR', 'WARNING', 'INFO'],
      search: '',
      pathname: null,
    });
  });

  it('records the chosen severities and the applied search', () => {
    let state = reduce(undefined, locationChanged(at(LOGS)));
    state = reduce(state, severitiesChosen(['ERROR']));
    state = reduce(state, searchApplied('timeout'));
    expect(state).toMatchObject({ severities: ['ERROR'], search: 'timeout' });
  });

  it('keeps the filters while the page stays (e.g. ?run= changes) and resets them on another page', () => {
    let state = reduce(undefined, locationChanged(at(LOGS)));
    state = reduce(state, severitiesChosen(['WARNING']));
    state = reduce(state, searchApplied('disk'));
    state = reduce(state, locationChanged(at(LOGS, '?run=r1')));
    expect(state).toMatchObject({ severities: ['WARNING'], search: 'disk' });
    state = reduce(state, locationChanged(at('/projects/p1/sources/s2/logs')));
    expect(state).toEqual({
      severities: ['ERROR', 'WARNING', 'INFO'],
      search: '',
      pathname: '/projects/p1/sources/s2/logs',
    });
  });
});
