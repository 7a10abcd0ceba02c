import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/features/documents/format';

describe('formatBytes', () => {
  it('writes sizes as the providers’ reasons do: "212 MB", not "212.0 MB"', () => {
    expect(formatBytes(212_000_000)).toBe('212 MB');
    expect(formatBytes(14_200)).toBe('14.2 kB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(null)).toBe('—');
  });
});
