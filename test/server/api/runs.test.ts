import { describe, expect, it } from 'vitest';
import { startDueRuns } from '../../../server/simulation/schedules';
import { jobKey } from '../../../server/jobs/jobs';
import { holdJobElsewhere, stallRun } from '../../fixtures/heldRuns';
import { connectViaOAuth, dataOf, eventually, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Runs');

interface Run {
  id: string;
  kind: string;
  trigger: string;
  status: string;
  finished_at: string | null;
  documents_added: number;
  documents_updated: number;
  documents_removed: number;
  documents_failed: number;
  error: string | null;
}

const sourcesPath = () => `/projects/${world.projectId}/sources`;
const indexing = (id: string, action: string) => `${sourcesPath()}/${id}/indexing/${action}`;
const runsOf = async (sourceId: string) =>
  ((await world.alice.client.from('indexing_runs').select('*').eq('source_id', sourceId).order('started_at')).data ??
    []) as Run[];
const sourceOf = async (id: string) =>
  (await world.alice.client.from('sources').select('*').eq('id', id).single()).data as {
    status: string;
    progress: unknown;
    documents_count: number;
    next_run_at: string | null;
    schedule: string;
  };
const indexedCount = async (id: string) =>
  (
    await world.platform.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from public.documents where source_id = $1 and status = 'INDEXED'",
      [id],
    )
  ).rows[0].n;

async function configuredDrive() {
  const id = dataOf(
    await world.alice.call<{ id: string }>('POST', sourcesPath(), { provider: 'google_drive' }),
    201,
  ).id;
  await connectViaOAuth(world.alice, world.projectId, id);
  dataOf(await world.alice.call('PATCH', `${sourcesPath()}/${id}/set-entry-point/folder`, { name: 'Design' }));
  return id;
}

/** Starts a run of the source that stops at its `step`th pause until it is cancelled (see stallRun). */
async function startStalled(id: string, action: string, step: number) {
  const parked = stallRun(world.platform.ctx, step);
  dataOf(await world.alice.call('POST', indexing(id, action)));
  await parked;
}

describe('indexing runs', () => {
  it('a run walks QUEUED/RUNNING → SUCCEEDED with counts, and its log lines carry its id', async () => {
    const id = await configuredDrive();
    dataOf(await world.alice.call('POST', indexing(id, 'init')));
    const [first] = await runsOf(id);
    expect(first).toMatchObject({ kind: 'init', trigger: 'manual', finished_at: null });
    expect(['QUEUED', 'RUNNING']).toContain(first.status);
    await eventually(async () => (await runsOf(id))[0].status === 'SUCCEEDED');
    const [done] = await runsOf(id);
    expect(done).toMatchObject({ documents_added: 20, documents_failed: 1, error: null });
    expect(done.finished_at).not.toBeNull();
    const { data: logs } = await world.alice.client.from('source_logs').select('run_id').eq('source_id', id);
    expect(new Set(logs?.map((l) => l.run_id))).toEqual(new Set([done.id]));
    const { data: problems } = await world.alice.client
      .from('documents')
      .select('status, error')
      .eq('source_id', id)
      .neq('status', 'INDEXED');
    expect(problems?.map((d) => d.status).sort()).toEqual(['FAILED', 'SKIPPED']);
    expect(problems?.every((d) => typeof d.error === 'string' && d.error.length > 0)).toBe(true);
    expect((await sourceOf(id)).documents_count).toBe(20);

    dataOf(await world.alice.call('POST', indexing(id, 'update')));
    await eventually(async () => (await runsOf(id))[1]?.status === 'SUCCEEDED');
    expect((await runsOf(id))[1]).toMatchObject({ kind: 'update', documents_added: 3, documents_updated: 3 });
    dataOf(await world.alice.call('POST', indexing(id, 'rebuild')));
    await eventually(async () => (await runsOf(id))[2]?.status === 'SUCCEEDED');
    expect((await runsOf(id))[2]).toMatchObject({ kind: 'rebuild', documents_removed: 25, documents_added: 20 });
  });

  it('cancel stops the job, marks the run CANCELLED and the source IDLE, and keeps the documents', async () => {
    const id = await configuredDrive();
    // Held after two of its five steps (four documents each).
    await startStalled(id, 'init', 3);
    const cancelled = dataOf(await world.alice.call<{ status: string }>('POST', indexing(id, 'cancel')));
    expect(cancelled).toMatchObject({ status: 'IDLE', progress: null });
    const kept = await indexedCount(id);
    expect(kept).toBe(8);
    // Whatever still ran under the source's key has ended: nothing more may have been written.
    await world.platform.ctx.jobs.settled(jobKey(id));
    expect(await indexedCount(id)).toBe(kept);
    expect(await sourceOf(id)).toMatchObject({ status: 'IDLE', documents_count: kept });
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'CANCELLED', documents_added: kept });
    expect(run.finished_at).not.toBeNull();
    // Double cancel and cancel after the end change nothing.
    expectError(await world.alice.call('POST', indexing(id, 'cancel')), 409, 'INDEXING_NOT_RUNNING');
    expect((await runsOf(id))[0].status).toBe('CANCELLED');
    // A new run after a cancel works normally.
    dataOf(await world.alice.call('POST', indexing(id, 'update')));
    await eventually(async () => (await runsOf(id))[1]?.status === 'SUCCEEDED');
    expectError(await world.alice.call('POST', indexing(id, 'cancel')), 409, 'INDEXING_NOT_RUNNING');
    expect((await runsOf(id))[1].status).toBe('SUCCEEDED');
  });

  it('cancel works at every step: queued, during a rebuild’s delete phase, and right before the end', async () => {
    const queued = await configuredDrive();
    const release = await holdJobElsewhere(world.platform.ctx, queued);
    dataOf(await world.alice.call('POST', indexing(queued, 'init')));
    expect((await runsOf(queued))[0].status).toBe('QUEUED');
    dataOf(await world.alice.call('POST', indexing(queued, 'cancel')));
    expect((await runsOf(queued))[0]).toMatchObject({ status: 'CANCELLED', documents_added: 0 });
    await release();

    const rebuilt = await configuredDrive();
    dataOf(await world.alice.call('POST', indexing(rebuilt, 'init')));
    await eventually(async () => (await sourceOf(rebuilt)).status === 'IDLE');
    // Held in the pause before its delete phase.
    await startStalled(rebuilt, 'rebuild', 1);
    expect((await sourceOf(rebuilt)).status).toBe('DELETING');
    dataOf(await world.alice.call('POST', indexing(rebuilt, 'cancel')));
    await world.platform.ctx.jobs.settled(jobKey(rebuilt));
    expect((await runsOf(rebuilt))[1]).toMatchObject({ status: 'CANCELLED', documents_removed: 0 });
    expect(await indexedCount(rebuilt)).toBe(20);
    expect((await sourceOf(rebuilt)).status).toBe('IDLE');

    const late = await configuredDrive();
    // Held after its last step, before the run ends.
    await startStalled(late, 'init', 6);
    expect((await sourceOf(late)).progress).toEqual({ done: 5, total: 5 });
    dataOf(await world.alice.call('POST', indexing(late, 'cancel')));
    expect((await runsOf(late))[0]).toMatchObject({ status: 'CANCELLED', documents_added: 20 });
    expect((await sourceOf(late)).status).toBe('IDLE');
  });

  it('parallel cancels: exactly one succeeds', async () => {
    const id = await configuredDrive();
    await startStalled(id, 'init', 1);
    const replies = await Promise.all([1, 2, 3].map(() => world.alice.call('POST', indexing(id, 'cancel'))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('disconnect and delete cancel an active run instead of answering 409', async () => {
    const id = await configuredDrive();
    await startStalled(id, 'init', 1);
    dataOf(await world.alice.call('POST', `${sourcesPath()}/${id}/disconnect`));
    expect((await runsOf(id))[0].status).toBe('CANCELLED');
    expect((await sourceOf(id)).status).toBe('IDLE');

    const other = await configuredDrive();
    await startStalled(other, 'init', 1);
    const { rows } = await world.platform.ctx.db.query<{ id: string }>(
      'select id from public.indexing_runs where source_id = $1',
      [other],
    );
    dataOf(await world.alice.call('DELETE', `${sourcesPath()}/${other}`));
    const { rows: after } = await world.platform.ctx.db.query<{ status: string }>(
      'select status from public.indexing_runs where id = $1',
      [rows[0].id],
    );
    expect(after.map((r) => r.status)).toEqual(['CANCELLED']);
  });

  it('a revoked provider grant fails the run with its reason and logs it under the run', async () => {
    const id = await configuredDrive();
    await world.platform.ctx.db.query('delete from private.source_credentials where source_id = $1', [id]);
    dataOf(await world.alice.call('POST', indexing(id, 'init')));
    await eventually(async () => (await runsOf(id))[0].status === 'FAILED');
    const [run] = await runsOf(id);
    expect(run.error).toBe('Google Drive revoked access to the account; reconnect the source');
    expect((await sourceOf(id)).status).toBe('IDLE');
    const { data: lines } = await world.alice.client
      .from('source_logs')
      .select('severity, message')
      .eq('run_id', run.id)
      .eq('severity', 'ERROR');
    expect(lines?.[0].message).toContain('revoked access');
  });

  it('cancel refuses foreign and unknown sources', async () => {
    const id = await configuredDrive();
    await startStalled(id, 'init', 1);
    expectError(await world.bob.call('POST', indexing(id, 'cancel')), 404, 'NOT_FOUND');
    expectError(await world.alice.call('POST', indexing('nope', 'cancel')), 404, 'NOT_FOUND');
    expect((await runsOf(id))[0].status).toBe('RUNNING');
    expect((await world.bob.client.from('indexing_runs').select('id')).data).toEqual([]);
    const { error } = await world.alice.client.from('indexing_runs').insert({ source_id: id, kind: 'init' });
    expect(error).not.toBeNull();
    // The owner's own cancel works while the run is active.
    dataOf(await world.alice.call('POST', indexing(id, 'cancel')));
  });
});

describe('schedules', () => {
  it('PATCH sets schedule and next_run_at; manual clears it', async () => {
    const id = await configuredDrive();
    const hourly = dataOf(
      await world.alice.call<{ schedule: string; next_run_at: string }>('PATCH', `${sourcesPath()}/${id}`, {
        schedule: 'hourly',
      }),
    );
    expect(hourly.schedule).toBe('hourly');
    expect(new Date(hourly.next_run_at).getTime()).toBeGreaterThan(Date.now() - 1000);
    expectError(
      await world.alice.call('PATCH', `${sourcesPath()}/${id}`, { schedule: 'weekly' }),
      400,
      'INVALID_SCHEDULE',
    );
    const manual = dataOf(
      await world.alice.call<{ next_run_at: null }>('PATCH', `${sourcesPath()}/${id}`, { schedule: 'manual' }),
    );
    expect(manual.next_run_at).toBeNull();
  });

  it('starts due runs by itself with trigger schedule, never two at once, and skips unconfigured sources', async () => {
    const id = await configuredDrive();
    dataOf(await world.alice.call('PATCH', `${sourcesPath()}/${id}`, { schedule: 'hourly' }));
    // Due once the hourly period (3 s at --speed fast) has passed.
    await eventually(async () => (await runsOf(id)).length > 0, 20_000);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ trigger: 'schedule', kind: 'init' });
    // Due again while the run is active: the scheduler moves next_run_at on but starts nothing.
    await world.platform.ctx.db.query(
      "update public.sources set next_run_at = now() - interval '1 second' where id = $1",
      [id],
    );
    await startDueRuns(world.platform.ctx);
    const active = (await runsOf(id)).filter((r) => r.status === 'QUEUED' || r.status === 'RUNNING');
    expect(active.length).toBeLessThanOrEqual(1);

    const bare = dataOf(
      await world.alice.call<{ id: string }>('POST', sourcesPath(), { provider: 'google_drive' }),
      201,
    ).id;
    dataOf(await world.alice.call('PATCH', `${sourcesPath()}/${bare}`, { schedule: 'hourly' }));
    await world.platform.ctx.db.query(
      "update public.sources set next_run_at = now() - interval '1 second' where id = $1",
      [bare],
    );
    await startDueRuns(world.platform.ctx);
    expect(await runsOf(bare)).toEqual([]);
    const { data: warnings } = await world.alice.client
      .from('source_logs')
      .select('message')
      .eq('source_id', bare)
      .eq('severity', 'WARNING');
    expect(warnings?.[0].message).toMatch(/^Scheduled run skipped/);
    dataOf(await world.alice.call('PATCH', `${sourcesPath()}/${id}`, { schedule: 'manual' }));
    dataOf(await world.alice.call('PATCH', `${sourcesPath()}/${bare}`, { schedule: 'manual' }));
  });
});
