import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import pg from 'pg';
import { postgresUrl } from '../postgres/realPostgres';
import { DatabaseUnavailable } from '../../../server/db/failures';
import { dataOf, eventually, expectError, type ApiReply } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { createApiKey } from '../push/pushClient';
import { EVENT_WAIT_MS } from '../helpers/eventWait';

// An outage needs a PostgreSQL server to lose: PGlite lives in the platform's own process.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.runIf(onPostgres)('a PostgreSQL outage', () => {
  const world = apiWorld('Outage');
  let database = '';
  /** A superuser connection to the platform's database, kept through the outage (its backend is spared). */
  let inside: pg.Client;
  let admin: pg.Client;

  beforeAll(async () => {
    database = (await world.platform.ctx.db.query<{ name: string }>('select current_database() as name')).rows[0].name;
    const socketDir = inject('postgresSocketDir');
    admin = new pg.Client({ connectionString: postgresUrl(socketDir, 'postgres') });
    inside = new pg.Client({ connectionString: postgresUrl(socketDir, database) });
    await Promise.all([admin.connect(), inside.connect()]);
  });
  afterAll(async () => {
    await admin?.query(`alter database ${database} with allow_connections true`).catch(() => undefined);
    await Promise.all([admin?.end(), inside?.end()]);
  });

  /** The server refuses new connections to the platform's database and ends every one it has. */
  const cutOff = async () => {
    await admin.query(`alter database ${database} with allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2', [
      database,
      (inside as unknown as { processID: number }).processID,
    ]);
  };
  const restore = () => admin.query(`alter database ${database} with allow_connections true`);
  // A failed case must not leave the next one without a database.
  afterEach(restore);
  const search = (q: string) => world.alice.call('GET', `/projects/${world.projectId}/search?q=${q}&mode=keyword`);

  it('answers 503 DATABASE_UNAVAILABLE while the database is gone, lives through it and recovers by itself', async () => {
    // A change captured for realtime and a LISTEN notification prove the feed and the listener came back.
    const heard: string[] = [];
    await world.platform.ctx.db.listen('outage_test', (payload) => heard.push(payload));
    const renamed: string[] = [];
    const statuses: string[] = [];
    world.alice.client
      .channel('outage-projects')
      .on<{ name: string }>(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'projects', filter: `id=eq.${world.projectId}` },
        (change) => void renamed.push(change.new.name),
      )
      .subscribe((status) => void statuses.push(status));
    await vi.waitFor(() => expect(statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
    dataOf(await search('before'));
    const key = await createApiKey(world.alice, world.projectId);
    const graphql = () =>
      fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ query: '{ project { id } sources { id } }' }),
      });

    // Searches in flight when the backends are terminated.
    const inFlight = Array.from({ length: 6 }, (_, i) => search(`word${i}`));
    await cutOff();
    const during = await Promise.all([...inFlight, search('after')]);
    for (const reply of during) expect([200, 503]).toContain(reply.status);
    const refused = await search('refused');
    expectError(refused, 503, 'DATABASE_UNAVAILABLE');
    expect(refused.body.error).toMatch(/database is unavailable/);
    const query = await graphql();
    expect(query.status).toBe(503);
    expect(await query.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    const rest = await fetch(`${world.platform.url}/rest/v1/projects?select=id`, {
      headers: {
        apikey: world.platform.ctx.options.anonKey,
        authorization: `Bearer ${world.alice.session.access_token}`,
      },
    });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');

    await restore();
    await eventually(async () => (await search('again')).status === 200, 20_000);
    expect((await graphql()).status).toBe(200);
    // The realtime channel opened before the outage receives a change made after it.
    await inside.query('update public.projects set name = $2 where id = $1', [world.projectId, 'After the outage']);
    await vi.waitFor(() => expect(renamed).toContain('After the outage'), { timeout: 20_000 });
    // The listener reconnected: a notification sent now is heard.
    await eventually(async () => {
      await inside.query("select pg_notify('outage_test', 'back')");
      return heard.includes('back');
    }, 20_000);
  });

  it('a transaction whose connection drops before it commits fails as an outage, not as an unknown error', async () => {
    const work = world.platform.ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    });
    await expect(work).rejects.toBeInstanceOf(DatabaseUnavailable);
    await eventually(async () => (await search('again')).status === 200, 20_000);
  });

  it('a restore asked for while the platform could not listen completes once the database is back', async () => {
    const { id } = dataOf(
      (await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Restored later' })) as ApiReply<{
        id: string;
      }>,
      201,
    );
    dataOf(await world.alice.call('DELETE', `/projects/${id}`));
    await cutOff();
    // Its notification goes to nobody: the platform's listening connection is gone.
    await inside.query("update public.projects set state = 'restoring' where id = $1", [id]);
    await restore();
    await eventually(async () => {
      const { rows } = await inside.query<{ state: string }>('select state from public.projects where id = $1', [id]);
      return rows[0].state === 'active';
    }, 20_000);
  });
});
