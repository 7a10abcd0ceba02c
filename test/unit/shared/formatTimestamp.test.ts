import { describe, expect, it } from 'vitest';
import { escapeLike } from '@/shared/supabase/pagedRead';
import { formatTimestamp } from '@/shared/lib/formatTimestamp';

describe('formatTimestamp', () => {
  it('formats like en-US short date, medium time, in local time', () => {
    const date = new Date(2025, 0, 2, 12, 4, 5);
    expect(formatTimestamp(date.toISOString())).toBe(
      date.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' }).replace(/\u202f/g, ' '),
    );
    expect(formatTimestamp(new Date(2025, 10, 23, 0, 0, 9).toISOString())).toBe('11/23/25, 12:00:09 AM');
    expect(formatTimestamp('nope')).toBe('—');
  });
});

describe('escapeLike', () => {
  it('leaves no LIKE wildcard in the text', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
