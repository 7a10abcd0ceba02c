import { describe, expect, it } from 'vitest';
import { planLimitRefusal } from '@/shared/api/planLimitRefusal';

const http = (data: unknown) => ({ status: 402, data });

describe('planLimitRefusal', () => {
  it('recognises a plan limit code, alone or in a list, with the server sentence', () => {
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_PROJECTS', error: 'Delete a project.' }))).toEqual({
      codes: ['PLAN_LIMIT_PROJECTS'],
      message: 'Delete a project.',
      action: 'none',
    });
    expect(
      planLimitRefusal(http({ errorCode: ['PLAN_LIMIT_WEBHOOKS', 'PLAN_LIMIT_SEMANTIC_SEARCH'], error: 'Too much.' }))
        ?.codes,
    ).toEqual(['PLAN_LIMIT_WEBHOOKS', 'PLAN_LIMIT_SEMANTIC_SEARCH']);
  });

  it('links to an upgrade only where one helps: not for a refused plan change, nor on the biggest plan', () => {
    const upgrade = 'Webhooks are not included in the Free plan. Upgrade your plan in Settings → Subscription.';
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_WEBHOOKS', error: upgrade }))?.action).toBe('upgrade');
    const refusedDowngrade = {
      status: 409,
      data: { errorCode: ['PLAN_LIMIT_PROJECTS'], error: 'Your usage does not fit the Free plan: 5 projects.' },
    };
    expect(planLimitRefusal(refusedDowngrade)?.action).toBe('fit');
    const team = 'The Team plan allows 100 projects. Delete a project to make room.';
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_PROJECTS', error: team }))?.action).toBe('none');
  });

  it('ignores other failures and transport errors', () => {
    expect(planLimitRefusal(http({ errorCode: 'NOT_FOUND', error: 'Project not found' }))).toBeNull();
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_VERY_LONG_ERROR_CODE' }))).toBeNull();
    expect(planLimitRefusal({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeNull();
    expect(planLimitRefusal(undefined)).toBeNull();
  });
});
