import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPlatform, type Platform } from '../../../server/platform';
import { resumeSourceJobs } from '../../../server/simulation/index';
import { jobKey } from '../../../server/jobs/jobs';
import { dataOf, eventually, type ApiReply } from '../api/apiClient';
import { newSupabaseClient, signedInClient } from '../helpers/platform';
import { startReceiver, type Receiver } from '../helpers/webhookReceiver';
import { startRealPostgres, type RealPostgres } from './realPostgres';

// The receiver here answers at once, but a loaded runner can hold this process (platform and receiver
// alike) past the fast 1 s attempt timeout: an attempt that did arrive would then be sent again. The
// counts checked here are of attempts, so each gets as long as it needs.
vi.mock('../../../server/webhooks/retrySchedule', async (original) => ({
  ...(await original<typeof import('../../../server/webhooks/retrySchedule')>()),
  attemptTimeout: () => 60_000,
}));

// Several platform instances on one PostgreSQL database, as behind a load balancer: each sees every
// committed change, and work is claimed so that nothing is done twice, nor left undone when one dies.
let server: RealPostgres;
let receiver: Receiver;
let url: string;
let one: Platform;
let two: Platform;

const options = () => ({
  port: 0,
  databaseUrl: url,
  speed: 'fast' as const,
  seed: false,
  allowedWebhookTargets: [new URL(receiver.url).host],
});

beforeAll(async () => {
  server = await startRealPostgres({ maxConnections: 100 });
  receiver = await startReceiver();
  const admin = await server.connect('supabase_admin');
  await admin.query('create database instances');
  await admin.end();
  url = server.url('instances');
  // Both start on the empty database at once: the advisory lock lets one set it up, the other waits.
  [one, two] = await Promise.all([startPlatform(options()), startPlatform(options())]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await receiver?.close();
  await server?.stop();
});

/** A dashboard API call as this user through this instance. */
const call = async <T>(platform: { url: string }, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiReply<T>['body'] } as ApiReply<T>;
};

async function projectWithDrive(token: string) {
  const projectId = dataOf(await call<{ id: string }>(one, token, 'POST', '/projects', { name: 'Shared' }), 201).id;
  const sources = `/projects/${projectId}/sources`;
  const sourceId = dataOf(
    await call<{ id: string }>(one, token, 'POST', sources, { provider: 'google_drive' }),
    201,
  ).id;
  const { redirectUrl } = dataOf(
    await call<{ redirectUrl: string }>(one, token, 'POST', `${sources}/${sourceId}/connect`, {}),
  );
  const html = await (await fetch(redirectUrl)).text();
  const state = new URL(redirectUrl).searchParams.get('state')!;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const answer = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({ state, decision: 'allow' }),
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  dataOf(await call(one, token, 'POST', `${sources}/${sourceId}/connect`, { code, state }));
  dataOf(await call(one, token, 'PATCH', `${sources}/${sourceId}/set-entry-point/folder`, { name: 'Design' }));
  return { projectId, sourceId, sources };
}

const runsOf = async (sourceId: string) =>
  (
    await two.ctx.db.query<{ id: string; status: string }>(
      'select id, status from public.indexing_runs where source_id = $1',
      [sourceId],
    )
  ).rows;

/** Log lines written more than once (each step's line carries its step in details). */
const doubledLogLines = async (sourceId: string) =>
  (
    await two.ctx.db.query(
      `select message, details::text, count(*)::int as n from public.source_logs where source_id = $1
        group by message, details::text having count(*) > 1`,
      [sourceId],
    )
  ).rows;

describe('two platform instances on one PostgreSQL database', () => {
  it('set the database up once', async () => {
    const { rows } = await one.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from local_platform.migrations where name like '0001%'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('a write through one reaches a realtime subscriber of the other', async () => {
    const user = await signedInClient(one, 'Realtime');
    const onTwo = newSupabaseClient(two.url);
    await onTwo.auth.setSession({
      access_token: user.session.access_token,
      refresh_token: user.session.refresh_token,
    });
    const seen: RealtimePostgresChangesPayload<{ name: string }>[] = [];
    await new Promise<void>((resolve, reject) => {
      onTwo
        .channel('projects')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'projects' }, (payload) =>
          seen.push(payload as never),
        )
        .subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' && reject()));
    });
    dataOf(await call(one, user.session.access_token, 'POST', '/projects', { name: 'Written on one' }), 201);
    await eventually(async () => seen.length > 0);
    expect(seen[0].new).toMatchObject({ name: 'Written on one' });
    await onTwo.removeAllChannels();
  });

  it('ends a session on the other instance when it logs out through one', async () => {
    const user = await signedInClient(one, 'Logout');
    const onTwo = newSupabaseClient(two.url);
    await onTwo.auth.setSession({
      access_token: user.session.access_token,
      refresh_token: user.session.refresh_token,
    });
    const statuses: string[] = [];
    await new Promise<void>((resolve) => {
      onTwo
        .channel('mine')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'projects' }, () => undefined)
        .subscribe((status) => {
          statuses.push(status);
          if (status === 'SUBSCRIBED') resolve();
        });
    });
    await user.client.auth.signOut();
    await eventually(async () => statuses.some((status) => status !== 'SUBSCRIBED'));
    await onTwo.removeAllChannels();
  });

  it('listens again when its listening connection is cut', async () => {
    const { rows: cut } = await one.ctx.db.query<{ n: number; at: Date }>(
      `select count(*)::int as n, now() as at from pg_stat_activity
        where query ilike 'listen %' and pid <> pg_backend_pid() and pg_terminate_backend(pid)`,
    );
    expect(cut[0].n).toBeGreaterThanOrEqual(2);
    // Ended sessions travel only by NOTIFY: both instances must be listening on new connections first.
    await eventually(async () => {
      const { rows } = await one.ctx.db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where query ilike 'listen %' and backend_start > $1`,
        [cut[0].at],
      );
      return rows[0].n >= 2;
    });
    const user = await signedInClient(one, 'Reconnect');
    const onTwo = newSupabaseClient(two.url);
    await onTwo.auth.setSession({
      access_token: user.session.access_token,
      refresh_token: user.session.refresh_token,
    });
    const statuses: string[] = [];
    await new Promise<void>((resolve) => {
      onTwo
        .channel('after-cut')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'projects' }, () => undefined)
        .subscribe((status) => {
          statuses.push(status);
          if (status === 'SUBSCRIBED') resolve();
        });
    });
    await user.client.auth.signOut();
    await eventually(async () => statuses.some((status) => status !== 'SUBSCRIBED'));
    await onTwo.removeAllChannels();
  });

  it('runs an indexing run started through one exactly once', async () => {
    const user = await signedInClient(one, 'Indexing');
    const { sourceId, sources } = await projectWithDrive(user.session.access_token);
    dataOf(await call(one, user.session.access_token, 'POST', `${sources}/${sourceId}/indexing/init`));
    await eventually(async () => (await runsOf(sourceId))[0]?.status === 'SUCCEEDED');
    // Each instance looks for unheld work now and then: have both look once more after the run ended.
    await Promise.all([resumeSourceJobs(one.ctx), resumeSourceJobs(two.ctx)]);
    await Promise.all([one, two].map(({ ctx }) => ctx.jobs.settled(jobKey(sourceId))));
    expect(await runsOf(sourceId)).toHaveLength(1);
    expect(await doubledLogLines(sourceId)).toEqual([]);
  });

  it('delivers five webhook test events exactly five times', async () => {
    const user = await signedInClient(one, 'Webhooks');
    const token = user.session.access_token;
    const projectId = dataOf(await call<{ id: string }>(one, token, 'POST', '/projects', { name: 'Hooks' }), 201).id;
    const target = `${receiver.url}/five`;
    const hook = dataOf(
      await call<{ id: string }>(one, token, 'POST', `/projects/${projectId}/webhooks`, {
        url: target,
        events: ['source.created'],
      }),
      201,
    );
    for (let i = 0; i < 5; i += 1) {
      const through = i % 2 === 0 ? one : two;
      dataOf(await call(through, token, 'POST', `/projects/${projectId}/webhooks/${hook.id}/test`, {}));
    }
    const arrived = () => receiver.received.filter((request) => request.url === new URL(target).pathname);
    await eventually(async () => arrived().length >= 5);
    // Once every delivery is settled no instance sends it again: count what arrived then.
    await eventually(async () => {
      const { rows } = await one.ctx.db.query<{ settled: boolean }>(
        `select count(*) = 5 and bool_and(status = 'SUCCEEDED') as settled
           from public.webhook_deliveries where webhook_id = $1`,
        [hook.id],
      );
      return rows[0].settled === true;
    });
    expect(arrived()).toHaveLength(5);
    expect(new Set(arrived().map((request) => JSON.parse(request.body).id)).size).toBe(5);
  });

  it('finishes a run whose instance was killed mid-way at once, not when its lease expires, once', async () => {
    const user = await signedInClient(one, 'Crash');
    const { sourceId, sources } = await projectWithDrive(user.session.access_token);
    const doomed = await startChildPlatform(url);
    try {
      dataOf(await call(doomed, user.session.access_token, 'POST', `${sources}/${sourceId}/indexing/init`));
      await eventually(async () => {
        const { rows } = await two.ctx.db.query<{ done: number | null }>(
          "select (progress ->> 'done')::int as done from public.sources where id = $1",
          [sourceId],
        );
        return (rows[0]?.done ?? 0) >= 1;
      });
      const { rows: lease } = await two.ctx.db.query<{ holder: string }>(
        'select holder from private.leases where name = $1',
        [`source:${sourceId}`],
      );
      expect([one.ctx.instanceId, two.ctx.instanceId]).not.toContain(lease[0]?.holder);
      doomed.process.kill('SIGKILL');
      await once(doomed.process, 'exit');
      // The dead instance's lease is made to last a day (unless a survivor has already released it): the
      // survivors must see that its holder is gone.
      await two.ctx.db.query(
        "update private.leases set expires_at = now() + interval '1 day' where name = $1 and holder = $2",
        [`source:${sourceId}`, lease[0].holder],
      );
      await eventually(async () => (await runsOf(sourceId))[0]?.status === 'SUCCEEDED', 30_000);
      expect(await runsOf(sourceId)).toHaveLength(1);
      expect(await doubledLogLines(sourceId)).toEqual([]);
      const { rows } = await two.ctx.db.query<{ n: number }>(
        "select count(*)::int as n from public.documents where source_id = $1 and status = 'INDEXED'",
        [sourceId],
      );
      expect(rows[0].n).toBe(20);
    } finally {
      if (doomed.process.exitCode === null && doomed.process.signalCode === null) doomed.process.kill('SIGKILL');
    }
  }, 60_000);
});

/** A platform in a process of its own (so it can be killed outright), on the same database. */
async function startChildPlatform(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--speed', 'fast', '--no-seed', '--database-url', databaseUrl],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local platform ready at (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`the platform process exited:\n${output}`)));
  });
  return { url: ready, process: child };
}
