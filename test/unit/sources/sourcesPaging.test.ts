import { describe, expect, it } from 'vitest';
import { clampPage, groupDigits, pageSummary } from '@/features/sources/sourcesPaging';

describe('sources paging', () => {
  it('groups digits, clamps the page and says which rows are shown', () => {
    expect(groupDigits(2000)).toBe('2,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(12)).toBe('12');
    expect(clampPage(4, 140)).toBe(3);
    expect(clampPage(0, 150)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
    expect(pageSummary(2, 2000)).toBe('Showing 51–100 of 2,000 sources');
    expect(pageSummary(3, 130)).toBe('Showing 101–130 of 130 sources');
  });
});
