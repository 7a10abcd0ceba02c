import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, readRecentPlaces, rememberPlace } from '@/shell/palette/recentPlaces';

describe('recent places', () => {
  it('keeps the newest first, once each, at most RECENT_LIMIT, per user', () => {
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberPlace('u1', { path: `/p/${i}`, label: `Place ${i}` });
    rememberPlace('u1', { path: '/p/5', label: 'Place 5' });
    const places = readRecentPlaces('u1');
    expect(places).toHaveLength(RECENT_LIMIT);
    expect(places[0]).toEqual({ path: '/p/5', label: 'Place 5' });
    expect(places.filter((place) => place.path === '/p/5')).toHaveLength(1);
    expect(readRecentPlaces('u2')).toEqual([]);
  });

  it('lists a label once, however many addresses led to it', () => {
    rememberPlace('u4', { path: '/account', label: 'Account settings' });
    rememberPlace('u4', { path: '/projects', label: 'Projects' });
    rememberPlace('u4', { path: '/account#security', label: 'Account settings' });
    expect(readRecentPlaces('u4')).toEqual([
      { path: '/account#security', label: 'Account settings' },
      { path: '/projects', label: 'Projects' },
    ]);
  });

  it('reads nothing from damaged storage and survives a storage that refuses writes', () => {
    localStorage.setItem('dashboard.recent.u3', '{not json');
    expect(readRecentPlaces('u3')).toEqual([]);
    localStorage.setItem('dashboard.recent.u3', JSON.stringify([{ path: 1 }, { path: '/ok', label: 'Ok' }, 'x']));
    expect(readRecentPlaces('u3')).toEqual([{ path: '/ok', label: 'Ok' }]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => rememberPlace('u3', { path: '/x', label: 'X' }, full)).not.toThrow();
  });
});
