import { beforeAll, describe, expect, it } from 'vitest';
import { apiUser, dataOf, eventually, expectError, type ApiReply, type ApiUser } from './apiClient';
import { apiWorld } from './world';

// Alice and Bob start on the Free plan: 3 projects, 5 sources per project, no webhooks, no semantic search.
const world = apiWorld(undefined, 'free') as ReturnType<typeof apiWorld> & { carol: ApiUser };
let featuresProject = '';
beforeAll(async () => {
  world.carol = await apiUser(world.platform, 'Carol', 'free');
});

const newProject = (user: ApiUser, name: string) => user.call<{ id: string }>('POST', '/projects', { name });
const newSource = (user: ApiUser, projectId: string) =>
  user.call('POST', `/projects/${projectId}/sources`, { provider: 'local' });
const setPlan = (user: ApiUser, planId: string) => user.call('PUT', '/subscriptions', { planId });
const usage = async (user: ApiUser) => dataOf(await user.call('GET', '/subscriptions/usage'));
const statuses = (replies: ApiReply[]) => replies.map((reply) => reply.status).sort();

describe('plan limits', () => {
  it('refuses the fourth project on Free with a sentence saying what to do, also when restoring', async () => {
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push(dataOf(await newProject(world.alice, name), 201).id);
    const refused = await newProject(world.alice, 'Four');
    expectError(refused, 402, 'PLAN_LIMIT_PROJECTS');
    expect(refused.body.error).toBe(
      'The Free plan allows 3 projects. Delete a project or upgrade your plan in Settings → Subscription.',
    );
    expect(await usage(world.alice)).toMatchObject({ planId: 'free', projects: { used: 3, limit: 3 } });

    // A deleted project frees its slot; taking the slot makes the deleted one unrestorable on this plan.
    dataOf(await world.alice.call('DELETE', `/projects/${ids[0]}`));
    dataOf(await newProject(world.alice, 'Replacement'), 201);
    expectError(await world.alice.call('POST', `/projects/${ids[0]}/restore`, {}), 402, 'PLAN_LIMIT_PROJECTS');
    dataOf(await setPlan(world.alice, 'pro'));
    dataOf(await world.alice.call('POST', `/projects/${ids[0]}/restore`, {}));
  });

  it('refuses the sixth source of a project on Free', async () => {
    const projectId = dataOf(await newProject(world.bob, 'Sources'), 201).id;
    for (let i = 0; i < 5; i++) dataOf(await newSource(world.bob, projectId), 201);
    expectError(await newSource(world.bob, projectId), 402, 'PLAN_LIMIT_SOURCES');
    expect(await usage(world.bob)).toMatchObject({ sourcesPerProject: { used: 5, limit: 5 } });
  });

  it('concurrent creates at the edge never exceed a limit', async () => {
    const projectId = dataOf(await newProject(world.bob, 'Race'), 201).id;
    const sources = await Promise.all(Array.from({ length: 12 }, () => newSource(world.bob, projectId)));
    expect(statuses(sources)).toEqual([...Array(5).fill(201), ...Array(7).fill(402)]);
    // Bob has two projects: exactly one more fits.
    const projects = await Promise.all(Array.from({ length: 6 }, (_, i) => newProject(world.bob, `Race ${i}`)));
    expect(statuses(projects)).toEqual([201, ...Array(5).fill(402)]);
    expect(await usage(world.bob)).toMatchObject({ projects: { used: 3, limit: 3 } });
  });

  it('webhooks need Pro and semantic search needs Team', async () => {
    const projectId = dataOf(await newProject(world.carol, 'Features'), 201).id;
    featuresProject = projectId;
    const webhook = { url: `${world.platform.url}/local/webhook-inbox/limits`, events: ['source.created'] };
    const semantic = { features: { semanticSearch: true } };
    const webhookRefused = await world.carol.call('POST', `/projects/${projectId}/webhooks`, webhook);
    expectError(webhookRefused, 402, 'PLAN_LIMIT_WEBHOOKS');
    expect(webhookRefused.body.error).toMatch(/^Webhooks are not included in the Free plan\. Upgrade/);
    expectError(await world.carol.call('PATCH', `/projects/${projectId}`, semantic), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');

    dataOf(await setPlan(world.carol, 'pro'));
    dataOf(await world.carol.call('POST', `/projects/${projectId}/webhooks`, webhook), 201);
    expectError(await world.carol.call('PATCH', `/projects/${projectId}`, semantic), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');
    dataOf(await setPlan(world.carol, 'team'));
    dataOf(await world.carol.call('PATCH', `/projects/${projectId}`, semantic));
  });

  it('refuses a downgrade the usage does not fit, naming what exceeds the new plan', async () => {
    const toFree = await setPlan(world.carol, 'free');
    expectError(toFree, 409, 'PLAN_LIMIT_WEBHOOKS');
    expect(toFree.body.errorCode).toEqual(['PLAN_LIMIT_WEBHOOKS', 'PLAN_LIMIT_SEMANTIC_SEARCH']);
    expect(toFree.body.error).toBe(
      'Your usage does not fit the Free plan: 1 webhooks (Free has none); semantic search on 1 projects (Free has none). Remove what exceeds it first, then change plan.',
    );
    expectError(await setPlan(world.carol, 'pro'), 409, 'PLAN_LIMIT_SEMANTIC_SEARCH');
    expect(dataOf(await world.carol.call<{ id: string }>('GET', '/subscriptions/plan')).id).toBe('team');

    // Back within the Pro plan's limits, the downgrade goes through.
    dataOf(await world.carol.call('PATCH', `/projects/${featuresProject}`, { features: { semanticSearch: false } }));
    expect(dataOf(await setPlan(world.carol, 'pro'))).toMatchObject({ planId: 'pro' });
  });

  it('stops indexing at the documents limit: the run fails with the reason and the project stays within it', async () => {
    const dave = await apiUser(world.platform, 'Dave', 'free');
    const projectId = dataOf(await newProject(dave, 'Documents'), 201).id;
    const sourceId = dataOf(
      await dave.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }),
      201,
    ).id;
    const source = `/projects/${projectId}/sources/${sourceId}`;
    dataOf(await dave.call('PATCH', `${source}/set-entry-point/push`, { name: 'ingest' }));
    // Five documents short of Free's 1,000.
    await world.platform.ctx.db.query(
      `insert into public.documents (owner_id, project_id, source_id, title, status)
       select $1, $2, $3, 'Earlier ' || n, 'INDEXED' from generate_series(1, 995) as n`,
      [dave.id, projectId, sourceId],
    );
    // Ten pushed documents: the run indexes them while they fit, then stops and refuses the rest.
    const { key } = dataOf(
      await dave.call<{ key: string }>('POST', `/projects/${projectId}/api-keys`, { name: 'push' }),
      201,
    );
    const pushed = await fetch(`${world.platform.url}/push/v1/projects/${projectId}/sources/${sourceId}/documents`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        documents: Array.from({ length: 10 }, (_, i) => ({ id: `doc-${i}.txt`, content: `Document ${i}` })),
      }),
    });
    const reply = (await pushed.json()) as { data: { accepted: number; rejected: { errorCode: string }[] } };
    expect(pushed.status).toBe(202);
    expect(reply.data.accepted).toBe(5);
    expect(reply.data.rejected.map((r) => r.errorCode)).toEqual(Array(5).fill('PLAN_LIMIT_DOCUMENTS'));
    const runs = async () =>
      (await dave.client.from('indexing_runs').select('status, error').eq('source_id', sourceId)).data ?? [];
    await eventually(async () => (await runs())[0]?.status === 'FAILED');
    const stoppedAt =
      /^The Free plan allows 1000 documents per project; indexing stopped at (\d+)\. Remove a source or upgrade your plan in Settings → Subscription\.$/.exec(
        (await runs())[0].error ?? '',
      );
    expect(stoppedAt).not.toBeNull();
    const { rows } = await world.platform.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from public.documents where project_id = $1 and status = 'INDEXED'",
      [projectId],
    );
    expect(rows[0].n).toBe(Number(stoppedAt![1]));
    expect(rows[0].n).toBeLessThanOrEqual(1000);
  });
});
