import { describe, expect, it } from 'vitest';
import { holdJobElsewhere } from '../../fixtures/heldRuns';
import { dataOf, eventually, expectError, type ApiUser } from './apiClient';
import { apiWorld } from './world';
import { NAME_MAX_LENGTH } from '../../../contract/constants';

const world = apiWorld('Sources');

const sourceRow = async (user: ApiUser, id: string) =>
  (await user.client.from('sources').select('*').eq('id', id).maybeSingle()).data;

const createSource = async (provider: string) =>
  dataOf(await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider }), 201).id;

describe('POST /projects/:projectId/sources', () => {
  it('creates a source with type, provider family and starting custom', async () => {
    const drive = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources`, { provider: 'google_drive' }),
      201,
    );
    expect(drive).toMatchObject({
      type: 'google_drive',
      provider: 'google',
      name: 'Google Drive',
      custom: null,
      status: 'IDLE',
      documents_count: 0,
    });
    const push = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
      201,
    );
    // A push source needs nothing more to take documents: it starts ready, its entrypoint named after it.
    expect(push).toMatchObject({
      type: 'push_api',
      provider: 'push',
      name: 'Push API',
      custom: { entrypoint: { name: 'Push API' } },
    });
    expect(await sourceRow(world.alice, drive.id as string)).toMatchObject({
      project_id: world.projectId,
      owner_id: world.alice.id,
      type: 'google_drive',
    });
  });

  it('stores the name given, trimmed, and refuses an empty or too long one', async () => {
    const named = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources`, {
        provider: 'push_api',
        name: '  Handbook  ',
      }),
      201,
    );
    expect(named).toMatchObject({ name: 'Handbook', custom: { entrypoint: { name: 'Handbook' } } });
    expect((await sourceRow(world.alice, named.id as string))?.name).toBe('Handbook');
    // GraphQL serves the same name.
    const graphql = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.alice.session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ project { sources { id name } } }' }),
    });
    const { data: served } = (await graphql.json()) as {
      data: { project: { sources: { id: string; name: string }[] } };
    };
    expect(served.project.sources).toContainEqual({ id: named.id, name: 'Handbook' });
    for (const name of ['   ', 'x'.repeat(NAME_MAX_LENGTH + 1), 42]) {
      expectError(
        await world.alice.call('POST', `/projects/${world.projectId}/sources`, { provider: 'local', name }),
        400,
        'INVALID_NAME',
      );
    }
    const { data } = await world.alice.client.from('sources').select('id').eq('type', 'local');
    expect(data).toEqual([]);
  });

  it('rejects an unknown provider and another user’s project', async () => {
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources`, { provider: 'ftp' }),
      400,
      'INVALID_PROVIDER',
    );
    expectError(
      await world.bob.call('POST', `/projects/${world.projectId}/sources`, { provider: 'slack' }),
      404,
      'NOT_FOUND',
    );
    const { data } = await world.alice.client.from('sources').select('id').eq('type', 'slack');
    expect(data).toEqual([]);
  });
});

describe('PATCH /projects/:projectId/sources/:sourceId', () => {
  it('renames and merges custom shallowly (null removes a key)', async () => {
    const id = await createSource('push_api');
    dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${id}`, {
        custom: { tags: ['a'], mode: 'x' },
      }),
    );
    const patched = dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${id}`, {
        name: 'Ingest',
        custom: { mode: null, lang: 'en' },
      }),
    );
    expect(patched).toMatchObject({ name: 'Ingest', custom: { tags: ['a'], lang: 'en' } });
    expect((await sourceRow(world.alice, id))?.custom).toEqual({
      entrypoint: { name: 'Push API' },
      tags: ['a'],
      lang: 'en',
    });
  });

  it('never lets the client set connection keys, and hides other users’ sources', async () => {
    const id = await createSource('google_drive');
    expectError(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${id}`, {
        custom: { tokens: { refresh_token: 'x' } },
      }),
      400,
      'INVALID_CUSTOM',
    );
    expectError(
      await world.bob.call('PATCH', `/projects/${world.projectId}/sources/${id}`, { name: 'x' }),
      404,
      'NOT_FOUND',
    );
    expect((await sourceRow(world.alice, id))?.custom).toBeNull();
  });
});

describe('DELETE /projects/:projectId/sources/:sourceId', () => {
  it('marks the source DELETING, then removes it', async () => {
    const id = await createSource('push_api');
    // The removal waits for the source's job until the DELETING row has been seen.
    const release = await holdJobElsewhere(world.platform.ctx, id);
    expect(dataOf(await world.alice.call('DELETE', `/projects/${world.projectId}/sources/${id}`))).toEqual({ id });
    expect((await sourceRow(world.alice, id))?.status).toBe('DELETING');
    await release();
    await eventually(async () => (await sourceRow(world.alice, id)) === null);
  });

  it('answers 404 for an unknown or foreign source', async () => {
    const id = await createSource('push_api');
    expectError(await world.bob.call('DELETE', `/projects/${world.projectId}/sources/${id}`), 404, 'NOT_FOUND');
    expectError(
      await world.alice.call('DELETE', `/projects/${world.projectId}/sources/${crypto.randomUUID()}`),
      404,
      'NOT_FOUND',
    );
    expect((await sourceRow(world.alice, id))?.status).toBe('IDLE');
  });
});
