import { describe, expect, it } from 'vitest';
import { formatDay } from '@/shared/lib/formatDay';

describe('formatDay', () => {
  it('names the local calendar day as "Mon D, YYYY"', () => {
    expect(formatDay(new Date(2026, 10, 23, 15, 30).toISOString())).toBe('Nov 23, 2026');
    expect(formatDay(new Date(2025, 0, 1, 0, 0).toISOString())).toBe('Jan 1, 2025');
  });

  it('shows a dash for a value that is not a date', () => {
    expect(formatDay('not a date')).toBe('—');
  });
});
