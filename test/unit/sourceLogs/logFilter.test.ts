import { describe, expect, it } from 'vitest';
import { ALL_LOGS, sameLogFilter } from '@/features/sourceLogs/logFilter';

describe('sameLogFilter', () => {
  it('compares by content, not identity', () => {
    expect(sameLogFilter(ALL_LOGS, { severities: ['ERROR', 'WARNING', 'INFO'], search: '', runId: null })).toBe(true);
  });

  it.each([
    ['severities', { ...ALL_LOGS, severities: ['ERROR', 'WARNING'] as const }],
    ['search', { ...ALL_LOGS, search: 'disk' }],
    ['run', { ...ALL_LOGS, runId: 'r1' }],
  ])('tells a different %s apart', (_what, other) => {
    expect(sameLogFilter(ALL_LOGS, other)).toBe(false);
  });
});
