import { describe, expect, it } from 'vitest';
import routerSlice, { locationChanged, selectLocation, type StoreLocation } from '@/shared/routing/routerSlice';

const at = (pathname: string, action: StoreLocation['action'] = 'PUSH'): StoreLocation => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: pathname,
  action,
});

describe('router slice', () => {
  it('has no location until the app records where it was opened', () => {
    expect(selectLocation({ router: routerSlice.reducer(undefined, { type: 'init' }) })).toBeNull();
  });

  it('"router/locationChanged" replaces the location with the latest one, action included', () => {
    let state = routerSlice.reducer(undefined, locationChanged(at('/projects', 'POP')));
    state = routerSlice.reducer(state, locationChanged({ ...at('/projects/p1'), hash: '#controls' }));
    expect(locationChanged(at('/x')).type).toBe('router/locationChanged');
    expect(selectLocation({ router: state })).toEqual({ ...at('/projects/p1'), hash: '#controls' });
  });
});
