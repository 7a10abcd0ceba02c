import { describe, expect, it } from 'vitest';
import type { PlanUsage } from '@contract/billing';
import { reachedProjectLimit, reachedSourceLimit, reachedWebhookLimit } from '@/shared/api/reachedPlanLimit';

const free = (projectsUsed: number): PlanUsage => ({
  planId: 'free',
  projects: { used: projectsUsed, limit: 3 },
  sourcesPerProject: { used: 5, limit: 5 },
  documentsPerProject: { used: 0, limit: 1_000 },
  webhooks: { used: 0, allowed: false },
  semanticSearch: { used: 0, allowed: false },
});

// The create dialogs explain a limit before the API would refuse, in the API's own sentences.
describe('reached plan limits', () => {
  it('projects: room below the limit, reached at it and over it', () => {
    expect(reachedProjectLimit(free(2))).toBeNull();
    for (const used of [3, 4])
      expect(reachedProjectLimit(free(used))).toEqual({
        codes: ['PLAN_LIMIT_PROJECTS'],
        message: 'The Free plan allows 3 projects. Delete a project or upgrade your plan in Settings → Subscription.',
        action: 'upgrade',
      });
  });

  it("sources: counted in the dialog's own project, not the account's fullest", () => {
    expect(reachedSourceLimit(free(1), 4)).toBeNull();
    expect(reachedSourceLimit(free(1), 5)).toEqual({
      codes: ['PLAN_LIMIT_SOURCES'],
      message:
        'The Free plan allows 5 sources per project. Delete a source or upgrade your plan in Settings → Subscription.',
      action: 'upgrade',
    });
  });

  it('on the biggest plan the advice is to make room, with no upgrade', () => {
    const team: PlanUsage = { ...free(100), planId: 'team', projects: { used: 100, limit: 100 } };
    expect(reachedProjectLimit(team)).toEqual({
      codes: ['PLAN_LIMIT_PROJECTS'],
      message: 'The Team plan allows 100 projects. Delete a project to make room.',
      action: 'none',
    });
  });

  it('webhooks: only on plans that include them', () => {
    expect(reachedWebhookLimit(free(1))).toEqual({
      codes: ['PLAN_LIMIT_WEBHOOKS'],
      message: 'Webhooks are not included in the Free plan. Upgrade your plan in Settings → Subscription.',
      action: 'upgrade',
    });
    expect(reachedWebhookLimit({ ...free(1), planId: 'pro', webhooks: { used: 0, allowed: true } })).toBeNull();
  });
});
