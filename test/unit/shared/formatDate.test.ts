import { afterEach, describe, expect, it, vi } from 'vitest';
import { escapeLike } from '@/shared/supabase/pagedRead';

const RealFormat = Intl.DateTimeFormat;

/** Counts the formatters built; `fallback` stands in for the reader's locale when none is given. */
function watchFormatters(fallback?: string) {
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locale?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new RealFormat(locale ?? fallback, options);
  } as unknown as typeof Intl.DateTimeFormat);
}

// A fresh module per test, so its formatter cache starts empty.
async function load() {
  vi.resetModules();
  return import('@/shared/lib/formatDate');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatDate', () => {
  it('formats a moment and a day in the locale, one medium style, in local time', async () => {
    const { formatDateTime, formatDay, formatTime } = await load();
    const date = new Date(2025, 0, 2, 12, 4, 5);
    expect(formatTime(date)).toBe(date.toLocaleTimeString(undefined, { timeStyle: 'medium' }));
    expect(formatDateTime(date.toISOString())).toBe(
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
    );
    expect(formatDay(date.toISOString())).toBe(date.toLocaleDateString(undefined, { dateStyle: 'medium' }));
    // The day is the moment's date part: one format, with or without the time.
    expect(formatDateTime(date)).toContain(formatDay(date));
    expect(formatDateTime('nope')).toBe('—');
    expect(formatDay('not a date')).toBe('—');
  });

  it('builds each formatter once, however many dates it formats', async () => {
    const made = watchFormatters();
    const { formatDateTime, formatDay } = await load();
    for (let i = 0; i < 100; i += 1) {
      formatDateTime(Date.UTC(2026, 0, 1, 0, i));
      formatDay(Date.UTC(2026, 0, i + 1));
    }
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('takes the reader’s locale', async () => {
    const { formatDay } = await load();
    const german = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(new Date(2026, 10, 23));
    watchFormatters('de-DE');
    expect(formatDay(new Date(2026, 10, 23))).toBe(german);
  });
});

describe('escapeLike', () => {
  it('leaves no LIKE wildcard in the text', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
