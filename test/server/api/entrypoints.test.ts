import { describe, expect, it } from 'vitest';
import { connectViaOAuth, dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Entrypoints');

interface Option {
  id: string;
  name: string;
  kind: string;
  hasChildren: boolean;
}

async function connectedSource(provider: string) {
  const id = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider }),
    201,
  ).id;
  // The simulated consent page for every type: a pasted GitHub token reads GitHub itself (github.test.ts).
  await connectViaOAuth(world.alice, world.projectId, id);
  return id;
}

const list = async (sourceId: string, kind: string, parent?: string) =>
  world.alice.call<{ options: Option[] }>(
    'GET',
    `/projects/${world.projectId}/sources/${sourceId}/list-entry-point-options/${kind}${parent ? `?parent=${encodeURIComponent(parent)}` : ''}`,
  );
const sourceRow = async (id: string) =>
  (await world.alice.client.from('sources').select('custom').eq('id', id).single()).data;

describe('GET …/list-entry-point-options/:entrypointId', () => {
  it('lists drive folders and their children by parent, deterministically', async () => {
    const id = await connectedSource('google_drive');
    const roots = dataOf(await list(id, 'folder')).options;
    expect(roots.map((o) => o.name)).toEqual(['Design', 'Engineering', 'Marketing', 'Finance', 'Meeting notes']);
    expect(roots[0]).toMatchObject({ kind: 'folder', hasChildren: true });
    const design = dataOf(await list(id, 'folder', roots[0].id)).options;
    expect(design.map((o) => o.name)).toEqual(['Brand', 'Mockups', 'Research']);
    const mockups = dataOf(await list(id, 'folder', design[1].id)).options;
    expect(mockups.map((o) => o.name)).toEqual(['2024', '2025']);
    expect(dataOf(await list(id, 'folder')).options).toEqual(roots);
  });

  it('lists repositories, then branches with parent owner/repo', async () => {
    const id = await connectedSource('github_branch');
    const repos = dataOf(await list(id, 'repository')).options;
    expect(repos[0]).toEqual({ id: 'acme/handbook', name: 'acme/handbook', kind: 'repository', hasChildren: true });
    const branches = dataOf(await list(id, 'branch', 'acme/handbook')).options;
    expect(branches.map((o) => o.name)).toContain('main');
    expectError(await list(id, 'branch'), 400, 'INVALID_PARENT');
  });

  it('lists discord guilds and their channels', async () => {
    const id = await connectedSource('discord');
    const guilds = dataOf(await list(id, 'guild')).options;
    expect(guilds).toHaveLength(3);
    const channels = dataOf(await list(id, 'channel', guilds[0].id)).options;
    expect(channels.map((o) => o.name)).toEqual(['general', 'announcements', 'support', 'dev-chat']);
  });

  it('refuses unconnected sources, wrong kinds and foreign sources', async () => {
    const id = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, {
        provider: 'google_calendar',
      }),
      201,
    ).id;
    expectError(await list(id, 'calendar'), 400, 'SOURCE_NOT_CONNECTED');
    expectError(await list(id, 'branch'), 400, 'INVALID_ENTRYPOINT_ID');
    expectError(
      await world.bob.call('GET', `/projects/${world.projectId}/sources/${id}/list-entry-point-options/calendar`),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PATCH …/set-entry-point/:entrypointId', () => {
  it('stores the spec shapes in custom.entrypoint', async () => {
    const drive = await connectedSource('google_drive');
    const set = dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${drive}/set-entry-point/folder`, {
        name: 'Design',
        id: 'fld_1',
        kind: 'folder',
      }),
    );
    expect(set).toMatchObject({
      custom: { entrypoint: { name: 'Design', id: 'fld_1' }, tokens: { refresh_token: '[redacted]' } },
    });
    expect((await sourceRow(drive))?.custom.entrypoint).toEqual({ name: 'Design', id: 'fld_1' });

    const gh = await connectedSource('github_branch');
    dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${gh}/set-entry-point/branch`, {
        owner: 'acme',
        repo: 'handbook',
      }),
    );
    expect((await sourceRow(gh))?.custom.entrypoint).toEqual({ owner: 'acme', repo: 'handbook', branch: 'main' });

    const discord = await connectedSource('discord');
    const guild = dataOf(await list(discord, 'guild')).options[0];
    dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${discord}/set-entry-point/guild`, guild),
    );
    expect((await sourceRow(discord))?.custom).toMatchObject({ entrypoint: { name: guild.name }, guildId: guild.id });

    const push = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
      201,
    ).id;
    dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${push}/set-entry-point/push`, {
        name: 'ingest',
      }),
    );
    expect((await sourceRow(push))?.custom).toEqual({ entrypoint: { name: 'ingest' } });
  });

  it('validates the shape per type and leaves the row unchanged', async () => {
    const gh = await connectedSource('github_issues');
    expectError(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${gh}/set-entry-point/repository`, {
        owner: 'acme',
      }),
      400,
      'INVALID_REPO',
    );
    const cal = await connectedSource('google_calendar');
    expectError(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${cal}/set-entry-point/calendar`, {}),
      400,
      'INVALID_SUMMARY',
    );
    expectError(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${cal}/set-entry-point/calendar`, ['x']),
      400,
      'INVALID_BODY',
    );
    expect((await sourceRow(gh))?.custom.entrypoint).toBeUndefined();
    expect((await sourceRow(cal))?.custom.entrypoint).toBeUndefined();
  });
});
