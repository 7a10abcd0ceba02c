import { describe, expect, it } from 'vitest';
import { BOTTOM_SLACK_PX, countNewLines, isAtBottom } from '@/features/sourceLogs/newLines';

describe('countNewLines', () => {
  it('counts lines after the last one seen', () => {
    expect(countNewLines(['a', 'b', 'c', 'd'], 'b')).toBe(2);
    expect(countNewLines(['a', 'b'], 'b')).toBe(0);
  });

  it('is zero while following the tail or when the seen line is filtered out', () => {
    expect(countNewLines(['a', 'b'], null)).toBe(0);
    expect(countNewLines(['a', 'b'], 'zzz')).toBe(0);
  });
});

describe('isAtBottom', () => {
  it('allows a little slack at the bottom', () => {
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 - BOTTOM_SLACK_PX })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 599 - BOTTOM_SLACK_PX })).toBe(false);
    expect(isAtBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
