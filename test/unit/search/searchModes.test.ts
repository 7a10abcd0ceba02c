import { describe, expect, it } from 'vitest';
import type { PlanUsage } from '@contract/billing';
import { allowedMode, defaultMode, semanticLockReason } from '@/features/search/searchModes';

const usage = (planId: PlanUsage['planId'], allowed: boolean): PlanUsage => ({
  planId,
  projects: { used: 1, limit: 3 },
  sourcesPerProject: { used: 1, limit: 5 },
  documentsPerProject: { used: 1, limit: 1000 },
  webhooks: { used: 0, allowed },
  semanticSearch: { used: 0, allowed },
});

describe('the Search page’s mode', () => {
  it('opens in Hybrid where semantic search is on, else in Keyword', () => {
    expect(defaultMode(true)).toBe('hybrid');
    expect(defaultMode(false)).toBe('keyword');
  });

  it('keeps a mode a link asks for only where it can run', () => {
    expect(allowedMode('semantic', true)).toBe('semantic');
    expect(allowedMode('keyword', true)).toBe('keyword');
    expect(allowedMode('hybrid', false)).toBe('keyword');
    expect(allowedMode('semantic', false)).toBe('keyword');
    expect(allowedMode('bogus', true)).toBe('hybrid');
    expect(allowedMode(null, false)).toBe('keyword');
  });

  it('says why Semantic and Hybrid are locked, in the API’s words', () => {
    expect(semanticLockReason(true, usage('free', false))).toBeNull();
    expect(semanticLockReason(false, usage('free', false))).toBe(
      'Semantic search is not included in the Free plan. Upgrade your plan in Settings → Subscription.',
    );
    expect(semanticLockReason(false, usage('team', true))).toBe(
      "Semantic search is off for this project: turn it on in the project's features.",
    );
    // The plan not known yet: the switch alone is certain.
    expect(semanticLockReason(false, null)).toBe(
      "Semantic search is off for this project: turn it on in the project's features.",
    );
  });
});
