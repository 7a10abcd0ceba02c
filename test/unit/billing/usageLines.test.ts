import { describe, expect, it } from 'vitest';
import { requestUsageLines, usageLines } from '@/features/billing/usageLines';

describe('usageLines', () => {
  it('reads "used of limit" per limit and says what the plan leaves out', () => {
    expect(
      usageLines({
        planId: 'free',
        projects: { used: 3, limit: 3 },
        sourcesPerProject: { used: 2, limit: 5 },
        documentsPerProject: { used: 1200, limit: 1000 },
        webhooks: { used: 0, allowed: false },
        semanticSearch: { used: 0, allowed: false },
      }),
    ).toEqual([
      '3 of 3 projects',
      '2 of 5 sources in your fullest project',
      '1,200 of 1,000 documents in your fullest project',
      'Webhooks are not included',
      'Semantic search is not included',
    ]);
  });

  it('counts webhooks and semantic search where the plan includes them', () => {
    const lines = usageLines({
      planId: 'team',
      projects: { used: 1, limit: 50 },
      sourcesPerProject: { used: 0, limit: 200 },
      documentsPerProject: { used: 0, limit: 1_000_000 },
      webhooks: { used: 2, allowed: true },
      semanticSearch: { used: 1, allowed: true },
    });
    expect(lines.slice(2)).toEqual([
      '0 of 1,000,000 documents in your fullest project',
      '2 webhooks',
      'Semantic search on 1 projects',
    ]);
  });

  it('counts the API requests of this billing period and of the last 24 hours', () => {
    const periodStart = '2025-01-01T00:00:00.000Z';
    expect(requestUsageLines({ thisPeriod: 12_345, last24Hours: 1, periodStart })).toEqual([
      '12,345 API requests this billing period',
      '1 API request in the last 24 hours',
    ]);
    expect(requestUsageLines({ thisPeriod: 0, last24Hours: 0, periodStart })).toEqual([
      '0 API requests this billing period',
      '0 API requests in the last 24 hours',
    ]);
  });
});
