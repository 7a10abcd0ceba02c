import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import { startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, eventually, expectError, type ApiUser } from './apiClient';

let platform: Platform;
let alice: ApiUser;
let bob: ApiUser;
let projectId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  bob = await apiUser(platform, 'Bob');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Sources' }), 201).id;
});
afterAll(() => platform.close());

const sourceRow = async (user: ApiUser, id: string) =>
  (await user.client.from('sources').select('*').eq('id', id).maybeSingle()).data;

const createSource = async (provider: string) =>
  dataOf(await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider }), 201).id;

describe('POST /projects/:projectId/sources', () => {
  it('creates a source with type, provider family and starting custom', async () => {
    const drive = dataOf(await alice.call('POST', `/projects/${projectId}/sources`, { provider: 'google_drive' }), 201);
    expect(drive).toMatchObject({
      type: 'google_drive',
      provider: 'google',
      name: '',
      custom: null,
      status: 'IDLE',
      documents_count: 0,
    });
    const push = dataOf(await alice.call('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }), 201);
    expect(push).toMatchObject({ type: 'push_api', provider: 'push', custom: {} });
    expect(await sourceRow(alice, drive.id as string)).toMatchObject({
      project_id: projectId,
      owner_id: alice.id,
      type: 'google_drive',
    });
  });

  it('rejects an unknown provider and another user’s project', async () => {
    expectError(
      await alice.call('POST', `/projects/${projectId}/sources`, { provider: 'ftp' }),
      400,
      'INVALID_PROVIDER',
    );
    expectError(await bob.call('POST', `/projects/${projectId}/sources`, { provider: 'slack' }), 404, 'NOT_FOUND');
    const { data } = await alice.client.from('sources').select('id').eq('type', 'slack');
    expect(data).toEqual([]);
  });
});

describe('PATCH /projects/:projectId/sources/:sourceId', () => {
  it('renames and merges custom shallowly (null removes a key)', async () => {
    const id = await createSource('push_api');
    dataOf(await alice.call('PATCH', `/projects/${projectId}/sources/${id}`, { custom: { tags: ['a'], mode: 'x' } }));
    const patched = dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}`, {
        name: 'Ingest',
        custom: { mode: null, lang: 'en' },
      }),
    );
    expect(patched).toMatchObject({ name: 'Ingest', custom: { tags: ['a'], lang: 'en' } });
    expect((await sourceRow(alice, id))?.custom).toEqual({ tags: ['a'], lang: 'en' });
  });

  it('never lets the client set connection keys, and hides other users’ sources', async () => {
    const id = await createSource('google_drive');
    expectError(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}`, { custom: { tokens: { refresh_token: 'x' } } }),
      400,
      'INVALID_CUSTOM',
    );
    expectError(await bob.call('PATCH', `/projects/${projectId}/sources/${id}`, { name: 'x' }), 404, 'NOT_FOUND');
    expect((await sourceRow(alice, id))?.custom).toBeNull();
  });
});

describe('DELETE /projects/:projectId/sources/:sourceId', () => {
  it('marks the source DELETING, then removes it', async () => {
    const id = await createSource('push_api');
    expect(dataOf(await alice.call('DELETE', `/projects/${projectId}/sources/${id}`))).toEqual({ id });
    expect((await sourceRow(alice, id))?.status).toBe('DELETING');
    await eventually(async () => (await sourceRow(alice, id)) === null);
  });

  it('answers 404 for an unknown or foreign source', async () => {
    const id = await createSource('push_api');
    expectError(await bob.call('DELETE', `/projects/${projectId}/sources/${id}`), 404, 'NOT_FOUND');
    expectError(await alice.call('DELETE', `/projects/${projectId}/sources/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expect((await sourceRow(alice, id))?.status).toBe('IDLE');
  });
});
