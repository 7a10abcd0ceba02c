import { describe, expect, it } from 'vitest';
import { PLANS } from '../../server/billing/plans';
import { dataOf, expectError, type ApiUser } from './api/apiClient';
import { apiWorld } from './api/world';

// Alice and Bob start on Team, so they can build a project Free does not allow, then delete and downgrade.
const world = apiWorld();

const newProject = async (user: ApiUser, name: string) =>
  dataOf(await user.call<{ id: string }>('POST', '/projects', { name }), 201).id;
const setPlan = (user: ApiUser, planId: string) => user.call('PUT', '/subscriptions', { planId });
const stateOf = async (id: string) =>
  (await world.platform.ctx.db.query<{ state: string }>('select state from public.projects where id = $1', [id])).rows[0].state;

/** restore_project() over REST, as supabase-js (and so a hosted project) calls it. */
async function rpcRestore(user: ApiUser, projectId: string) {
  const response = await fetch(`${world.platform.url}/rest/v1/rpc/restore_project`, {
    method: 'POST',
    headers: {
      apikey: world.platform.ctx.options.anonKey,
      authorization: `Bearer ${user.session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ project_id: projectId }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('restore checks every plan limit', () => {
  it('keeps the SQL copy of the plan limits equal to the plans', async () => {
    const { rows } = await world.platform.ctx.db.query<Record<string, unknown>>(
      'select plan_id, name, projects, sources, documents, webhooks, semantic_search from private.plan_limits order by projects',
    );
    expect(rows).toEqual(
      PLANS.map((plan) => ({
        plan_id: plan.id,
        name: plan.name,
        projects: plan.limits.projects,
        sources: plan.limits.sources,
        documents: plan.limits.documents,
        webhooks: plan.limits.webhooks,
        semantic_search: plan.limits.semanticSearch,
      })),
    );
  });

  it('restore_project() over REST refuses a fourth project on Free and changes nothing', async () => {
    dataOf(await setPlan(world.bob, 'free'));
    const ids = [await newProject(world.bob, 'One'), await newProject(world.bob, 'Two'), await newProject(world.bob, 'Three')];
    dataOf(await world.bob.call('DELETE', `/projects/${ids[0]}`));
    await newProject(world.bob, 'Replacement');
    const refused = await rpcRestore(world.bob, ids[0]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'P0001', details: 'PLAN_LIMIT_PROJECTS' });
    expect(await stateOf(ids[0])).toBe('deleted');
    // Someone else's project is still just "false".
    expect(await rpcRestore(world.alice, ids[0])).toEqual({ status: 200, body: false });
  });

  it('delete → downgrade → restore cannot bring back sources, webhooks or semantic search the plan lacks', async () => {
    const projectId = await newProject(world.alice, 'Big');
    for (let i = 0; i < 8; i++) {
      dataOf(await world.alice.call('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }), 201);
    }
    dataOf(
      await world.alice.call('POST', `/projects/${projectId}/webhooks`, {
        url: `${world.platform.url}/local/webhook-inbox/restore-limits`,
        events: ['source.created'],
      }),
      201,
    );
    dataOf(await world.alice.call('PATCH', `/projects/${projectId}`, { features: { semanticSearch: true } }));
    dataOf(await world.alice.call('DELETE', `/projects/${projectId}`));
    dataOf(await setPlan(world.alice, 'free'));

    expectError(await world.alice.call('POST', `/projects/${projectId}/restore`, {}), 402, 'PLAN_LIMIT_SOURCES');
    expect(await rpcRestore(world.alice, projectId)).toMatchObject({ status: 400, body: { details: 'PLAN_LIMIT_SOURCES' } });
    expect(await stateOf(projectId)).toBe('deleted');

    // With sources within Free, the webhook and then semantic search still stop it.
    await world.platform.ctx.asService((tx) =>
      tx.query('delete from public.sources where id in (select id from public.sources where project_id = $1 limit 3)', [projectId]),
    );
    expectError(await world.alice.call('POST', `/projects/${projectId}/restore`, {}), 402, 'PLAN_LIMIT_WEBHOOKS');
    expect(await rpcRestore(world.alice, projectId)).toMatchObject({ body: { details: 'PLAN_LIMIT_WEBHOOKS' } });
    await world.platform.ctx.asService((tx) => tx.query('delete from public.webhooks where project_id = $1', [projectId]));
    expectError(await world.alice.call('POST', `/projects/${projectId}/restore`, {}), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');
    expect(await rpcRestore(world.alice, projectId)).toMatchObject({ body: { details: 'PLAN_LIMIT_SEMANTIC_SEARCH' } });
    expect(await stateOf(projectId)).toBe('deleted');

    dataOf(await setPlan(world.alice, 'team'));
    expect(await rpcRestore(world.alice, projectId)).toEqual({ status: 200, body: true });
  });
});
