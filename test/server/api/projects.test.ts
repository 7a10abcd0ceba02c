import { describe, expect, it } from 'vitest';
import { insertProject } from '../helpers/rows';
import { dataOf, eventually, expectError, type ApiUser } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld();

const projectRow = async (user: ApiUser, id: string) =>
  (await user.client.from('projects').select('*').eq('id', id).maybeSingle()).data;

describe('auth on /api', () => {
  it('answers 401 without a bearer, with a forged one and with the anon key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Bearer ${world.alice.session.access_token.slice(0, -4)}AAAA` },
      { authorization: 'Bearer sb_publishable_local_dev_key' },
    ];
    for (const headers of attempts) {
      const reply = await world.alice.call('POST', '/projects', { name: 'Nope' }, headers);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ errorCode: 'UNAUTHORIZED', error: 'Missing or invalid access token' });
    }
    const { data } = await world.alice.client.from('projects').select('id');
    expect(data).toEqual([]);
  });
});

describe('POST /projects', () => {
  it('creates a project with default settings', async () => {
    const project = dataOf(
      await world.alice.call<{ id: string; name: string; state: string; settings: unknown }>('POST', '/projects', {
        name: 'Docs',
      }),
      201,
    );
    expect(project).toMatchObject({
      name: 'Docs',
      state: 'active',
      settings: {
        description: '',
        region: 'eu-west',
        features: { graphqlIntrospection: true, semanticSearch: false, webhookDelivery: true },
      },
    });
    expect(await projectRow(world.alice, project.id)).toMatchObject({ name: 'Docs', owner_id: world.alice.id });
  });

  it('rejects a bad body with INVALID_<FIELD> codes and writes nothing', async () => {
    const reply = await world.alice.call('POST', '/projects', { name: '', settings: { region: 'mars' } });
    expectError(reply, 400, 'INVALID_NAME');
    expect(reply.body.errorCode).toEqual(['INVALID_NAME', 'INVALID_SETTINGS']);
    expectError(await world.alice.call('POST', '/projects', '{not json'), 400, 'INVALID_JSON');
    const { data } = await world.alice.client.from('projects').select('name').eq('name', '');
    expect(data).toEqual([]);
  });
});

describe('PATCH /projects/:projectId', () => {
  it('renames and merges flat settings fields into settings', async () => {
    const { id } = dataOf(
      await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Old', settings: { description: 'first' } }),
      201,
    );
    const patched = dataOf(
      await world.alice.call<{ name: string; settings: unknown }>('PATCH', `/projects/${id}`, {
        name: 'New',
        region: 'us-east',
        features: { semanticSearch: true },
      }),
    );
    const expected = {
      description: 'first',
      region: 'us-east',
      features: { graphqlIntrospection: true, semanticSearch: true, webhookDelivery: true },
    };
    expect(patched).toMatchObject({ name: 'New', settings: expected });
    expect(await projectRow(world.alice, id)).toMatchObject({ name: 'New', settings: expected });
  });

  it('rejects unknown fields and hides other users’ projects as 404', async () => {
    const { id } = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Mine' }), 201);
    expectError(
      await world.alice.call('PATCH', `/projects/${id}`, { owner_id: world.bob.id }),
      400,
      'INVALID_OWNER_ID',
    );
    expectError(
      await world.alice.call('PATCH', `/projects/${id}`, { features: { graphqlIntrospection: 'yes' } }),
      400,
      'INVALID_FEATURES',
    );
    expectError(await world.bob.call('PATCH', `/projects/${id}`, { name: 'Stolen' }), 404, 'NOT_FOUND');
    expectError(await world.bob.call('PATCH', '/projects/not-a-uuid', { name: 'x' }), 404, 'NOT_FOUND');
    expect(await projectRow(world.alice, id)).toMatchObject({ name: 'Mine', owner_id: world.alice.id });
  });
});

describe('DELETE /projects/:projectId and POST …/restore', () => {
  it('soft-deletes, then restores through restoring to active', async () => {
    const { id } = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Temp' }), 201);
    expect(dataOf(await world.alice.call('DELETE', `/projects/${id}`))).toEqual({ id });
    const deleted = await projectRow(world.alice, id);
    expect(deleted).toMatchObject({ state: 'deleted' });
    expect(deleted?.deleted_at).not.toBeNull();
    expectError(await world.alice.call('DELETE', `/projects/${id}`), 409, 'PROJECT_DELETED');

    const restored = dataOf(
      await world.alice.call<{ state: string; deleted_at: unknown }>('POST', `/projects/${id}/restore`, {}),
    );
    expect(restored).toMatchObject({ state: 'restoring', deleted_at: null });
    await eventually(async () => (await projectRow(world.alice, id))?.state === 'active');
  });

  it('answers 404 for other users and 409 when there is nothing to restore', async () => {
    const { id } = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Keep' }), 201);
    expectError(await world.bob.call('DELETE', `/projects/${id}`), 404, 'NOT_FOUND');
    expectError(await world.bob.call('POST', `/projects/${id}/restore`, {}), 404, 'NOT_FOUND');
    expectError(await world.alice.call('POST', `/projects/${id}/restore`, {}), 409, 'PROJECT_NOT_RESTORABLE');
    expect(await projectRow(world.alice, id)).toMatchObject({ state: 'active', deleted_at: null });
  });

  it('refuses changes to a deleted project and restores only within 7 days', async () => {
    const { id } = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Old news' }), 201);
    dataOf(await world.alice.call('DELETE', `/projects/${id}`));
    expectError(await world.alice.call('PATCH', `/projects/${id}`, { name: 'Revived' }), 409, 'PROJECT_DELETED');
    await world.platform.ctx.asService((tx) =>
      tx.query("update public.projects set deleted_at = now() - interval '8 days' where id = $1", [id]),
    );
    expectError(await world.alice.call('POST', `/projects/${id}/restore`, {}), 409, 'RESTORE_WINDOW_EXPIRED');
    expect(await projectRow(world.alice, id)).toMatchObject({ name: 'Old news', state: 'deleted' });
  });

  it('also activates projects restored through the restore_project RPC', async () => {
    const { id } = await insertProject(world.platform, world.alice.id, { name: 'Sleepy', state: 'paused' });
    const rpc = await world.alice.client.rpc('restore_project', { project_id: id });
    expect(rpc.data).toBe(true);
    await eventually(async () => (await projectRow(world.alice, id))?.state === 'active');
  });
});
