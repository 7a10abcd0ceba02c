import { describe, expect, it, vi } from 'vitest';
import { holdJobElsewhere } from '../../fixtures/heldRuns';
import { insertProject } from '../helpers/rows';
import { connectViaOAuth, dataOf, eventually, expectError } from './apiClient';
import { apiWorld } from './world';
import { EVENT_WAIT_MS } from '../helpers/eventWait';

const world = apiWorld('Indexing');

interface Source {
  id: string;
  status: string;
  progress: { done: number; total: number } | null;
  documents_count: number;
  last_indexed_at: string | null;
}

const path = (sourceId: string, action: string) =>
  `/projects/${world.projectId}/sources/${sourceId}/indexing/${action}`;
const sourceRow = async (id: string) =>
  (await world.alice.client.from('sources').select('*').eq('id', id).single()).data as Source;
const documentCount = async (sourceId: string) =>
  (
    await world.platform.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from public.documents where source_id = $1 and status = 'INDEXED'",
      [sourceId],
    )
  ).rows[0].n;

async function configuredDrive() {
  const id = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, {
      provider: 'google_drive',
    }),
    201,
  ).id;
  await connectViaOAuth(world.alice, world.projectId, id);
  dataOf(
    await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${id}/set-entry-point/folder`, {
      name: 'Design',
    }),
  );
  return id;
}

/** Every status/progress change of a source as a browser sees it over realtime. */
async function watch(sourceId: string) {
  const updates: Source[] = [];
  const statuses: string[] = [];
  world.alice.client
    .channel(`watch-${sourceId}`)
    .on<Source>(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'sources', filter: `id=eq.${sourceId}` },
      (p) => {
        updates.push(p.new as Source);
      },
    )
    .subscribe((status) => void statuses.push(status));
  await vi.waitFor(() => expect(statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
  return updates;
}

const walk = (updates: Source[]) => updates.map((u) => u.status).filter((s, i, all) => s !== all[i - 1]);

describe('POST …/indexing/init|update|rebuild', () => {
  it('init walks IDLE → INITIALIZING → IDLE with progress, logs of each severity and documents', async () => {
    const id = await configuredDrive();
    const updates = await watch(id);
    // The run waits for its job until the busy source has refused a second one.
    const release = await holdJobElsewhere(world.platform.ctx, id);
    const started = dataOf(await world.alice.call<Source>('POST', path(id, 'init')));
    expect(started).toMatchObject({ status: 'INITIALIZING', progress: { done: 0, total: 5 } });
    expectError(await world.alice.call('POST', path(id, 'update')), 409, 'SOURCE_BUSY');
    await release();

    await eventually(async () => (await sourceRow(id)).status === 'IDLE');
    const done = await sourceRow(id);
    expect(done).toMatchObject({ progress: null, documents_count: 20 });
    expect(done.last_indexed_at).not.toBeNull();
    expect(await documentCount(id)).toBe(20);
    await vi.waitFor(() => expect(updates.at(-1)?.status).toBe('IDLE'), EVENT_WAIT_MS);
    expect(walk(updates)).toEqual(['INITIALIZING', 'IDLE']);
    expect(updates.map((u) => u.progress?.done).filter((n) => n !== undefined)).toEqual([0, 1, 2, 3, 4, 5]);

    const { data: logs } = await world.alice.client.from('source_logs').select('severity, message').eq('source_id', id);
    expect(new Set(logs?.map((l) => l.severity))).toEqual(new Set(['INFO', 'WARNING', 'ERROR']));
    expect(logs?.map((l) => l.message)).toContain('Fetched 4 files from /Design');
    const { rows: docs } = await world.platform.ctx.db.query<{ title: string; url: string; mime_type: string }>(
      'select title, url, mime_type from public.documents where source_id = $1 limit 1',
      [id],
    );
    expect(docs[0]).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      mime_type: expect.any(String),
    });
  });

  it('update walks IDLE → UPDATING → IDLE and adds documents', async () => {
    const id = await configuredDrive();
    dataOf(await world.alice.call('POST', path(id, 'init')));
    await eventually(async () => (await sourceRow(id)).status === 'IDLE');
    const updates = await watch(id);
    expect(dataOf(await world.alice.call<Source>('POST', path(id, 'update')))).toMatchObject({ status: 'UPDATING' });
    await eventually(async () => (await sourceRow(id)).status === 'IDLE');
    expect((await sourceRow(id)).documents_count).toBe(23);
    await vi.waitFor(() => expect(updates.at(-1)?.status).toBe('IDLE'), EVENT_WAIT_MS);
    expect(walk(updates)).toEqual(['UPDATING', 'IDLE']);
  });

  it('rebuild goes through DELETING (documents removed) and INITIALIZING back to IDLE', async () => {
    const id = await configuredDrive();
    dataOf(await world.alice.call('POST', path(id, 'init')));
    await eventually(async () => (await sourceRow(id)).status === 'IDLE');
    const updates = await watch(id);
    expect(dataOf(await world.alice.call<Source>('POST', path(id, 'rebuild')))).toMatchObject({ status: 'DELETING' });
    await eventually(async () => (await sourceRow(id)).status === 'IDLE');
    await vi.waitFor(() => expect(updates.at(-1)?.status).toBe('IDLE'), EVENT_WAIT_MS);
    expect(walk(updates)).toEqual(['DELETING', 'INITIALIZING', 'IDLE']);
    expect(updates.find((u) => u.status === 'INITIALIZING')?.documents_count).toBe(0);
    expect(await documentCount(id)).toBe(20);
  });

  it('refuses unconfigured sources, paused projects and foreign sources', async () => {
    const bare = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, {
        provider: 'google_drive',
      }),
      201,
    ).id;
    expectError(await world.alice.call('POST', path(bare, 'init')), 400, 'SOURCE_NOT_CONFIGURED');
    // A local source starts without its folder (a push source starts ready).
    const local = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'local' }),
      201,
    ).id;
    expectError(await world.alice.call('POST', path(local, 'init')), 400, 'SOURCE_NOT_CONFIGURED');
    expectError(await world.bob.call('POST', path(bare, 'init')), 404, 'NOT_FOUND');
    expect((await sourceRow(bare)).status).toBe('IDLE');

    const paused = await insertProject(world.platform, world.alice.id, { name: 'Paused', state: 'paused' });
    const { rows } = await world.platform.ctx.asService((tx) =>
      tx.query<{ id: string }>(
        `insert into public.sources (owner_id, project_id, type, provider, custom) values ($1, $2, 'push_api', 'push', '{"entrypoint":{"name":"x"}}') returning id`,
        [world.alice.id, paused.id],
      ),
    );
    expectError(
      await world.alice.call('POST', `/projects/${paused.id}/sources/${rows[0].id}/indexing/init`),
      409,
      'PROJECT_PAUSED',
    );
  });

  it('stops indexing when the source is deleted midway', async () => {
    const id = await configuredDrive();
    dataOf(await world.alice.call('POST', path(id, 'init')));
    dataOf(await world.alice.call('DELETE', `/projects/${world.projectId}/sources/${id}`));
    await eventually(
      async () => (await world.alice.client.from('sources').select('id').eq('id', id)).data?.length === 0,
    );
    expect(await documentCount(id)).toBe(0);
  });
});
