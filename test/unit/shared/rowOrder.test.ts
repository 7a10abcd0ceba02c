import { describe, expect, it } from 'vitest';
import { compareText } from '@/shared/store/rowOrder';

describe('compareText', () => {
  it('orders ISO timestamps chronologically and ids by code units', () => {
    const times = ['2025-03-01T00:00:00Z', '2024-12-31T23:59:59Z', '2025-01-01T00:00:00Z'];
    expect([...times].sort(compareText)).toEqual([
      '2024-12-31T23:59:59Z',
      '2025-01-01T00:00:00Z',
      '2025-03-01T00:00:00Z',
    ]);
    expect(['b', 'B', 'a', 'A'].sort(compareText)).toEqual(['A', 'B', 'a', 'b']);
  });

  it('answers 0 for equal text and is antisymmetric', () => {
    expect(compareText('x', 'x')).toBe(0);
    expect(compareText('a', 'b')).toBe(-1);
    expect(compareText('b', 'a')).toBe(1);
  });
});
