import { describe, expect, it } from 'vitest';
import { planLimitRefusal } from '@/shared/api/planLimitRefusal';

const http = (data: unknown) => ({ status: 402, data });

describe('planLimitRefusal', () => {
  it('recognises a plan limit code, alone or in a list, with the server sentence', () => {
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_PROJECTS', error: 'Delete a project.' }))).toEqual({
      codes: ['PLAN_LIMIT_PROJECTS'],
      message: 'Delete a project.',
    });
    expect(
      planLimitRefusal(http({ errorCode: ['PLAN_LIMIT_WEBHOOKS', 'PLAN_LIMIT_SEMANTIC_SEARCH'], error: 'Too much.' }))
        ?.codes,
    ).toEqual(['PLAN_LIMIT_WEBHOOKS', 'PLAN_LIMIT_SEMANTIC_SEARCH']);
  });

  it('ignores other failures and transport errors', () => {
    expect(planLimitRefusal(http({ errorCode: 'NOT_FOUND', error: 'Project not found' }))).toBeNull();
    expect(planLimitRefusal(http({ errorCode: 'PLAN_LIMIT_VERY_LONG_ERROR_CODE' }))).toBeNull();
    expect(planLimitRefusal({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeNull();
    expect(planLimitRefusal(undefined)).toBeNull();
  });
});
