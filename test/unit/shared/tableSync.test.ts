import { describe, expect, it, vi } from 'vitest';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RealtimeStatus, RowChange, SyncBackend } from '@/shared/supabase/syncBackend';
import type { TableChange } from '@/shared/supabase/tableActions';
import { acquireTableSync, startTableSync } from '@/shared/supabase/tableSync';
import { flush } from '../utils/flush';

const USER = 'user-1';

/** A backend whose selects resolve when the test says so and whose channel the test drives. */
function fakeBackend() {
  const selects: Array<{
    filters: unknown;
    resolve: (rows: Record<string, unknown>[]) => void;
    reject: (e: Error) => void;
  }> = [];
  let onChange: (change: RowChange) => void = () => undefined;
  let onStatus: (status: RealtimeStatus) => void = () => undefined;
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((_table: string, _filter: unknown, change: typeof onChange, status: typeof onStatus) => {
    onChange = change;
    onStatus = status;
    return unsubscribe;
  });
  const backend: SyncBackend = {
    userId: async () => USER,
    select: (_table, filters) =>
      new Promise((resolve, reject) => {
        selects.push({ filters, resolve, reject });
      }),
    subscribe,
  };
  return {
    backend,
    selects,
    subscribe,
    unsubscribe,
    status: (status: RealtimeStatus) => onStatus(status),
    change: (change: RowChange) => onChange(change),
  };
}

/** Buffered realtime changes are applied on the next animation frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  owner_id: USER,
  project_id: 'p1',
  ...extra,
});
const insert = (record: Record<string, unknown>): RowChange => ({ eventType: 'INSERT', new: record, old: {} });
const update = (record: Record<string, unknown>): RowChange => ({
  eventType: 'UPDATE',
  new: record,
  old: { id: record.id },
});
const remove = (record: Record<string, unknown>): RowChange => ({ eventType: 'DELETE', new: {}, old: record });

function recorder() {
  const actions: UnknownAction[] = [];
  const dispatch = vi.fn((action: UnknownAction) => {
    actions.push(action);
    return action;
  }) as unknown as Dispatch;
  const types = () =>
    actions.map((a) =>
      a.type.endsWith('syncStatusChanged') ? `status:${(a.payload as { status: string }).status}` : a.type,
    );
  /** The changes of every changesApplied batch, as "upsert:id:name" / "remove:id". */
  const batches = () =>
    actions
      .filter((a) => a.type.endsWith('/changesApplied'))
      .map((a) =>
        (a.payload as { changes: TableChange<Record<string, unknown> & { id: string }>[] }).changes.map((c) =>
          c.kind === 'remove' ? `remove:${c.id}` : `upsert:${c.row.id}:${String(c.row.name)}`,
        ),
      );
  return { dispatch, actions, types, batches };
}

const scope = { column: 'project_id', value: 'p1' };

/** A sources sync for `scope` on a fake backend, started and past its user lookup. */
async function started() {
  const fake = fakeBackend();
  const rec = recorder();
  const stop = startTableSync('sources', scope, rec.dispatch, fake.backend);
  await flush();
  return { fake, stop, ...rec };
}

/** As `started`, then SUBSCRIBED and an empty first select: the sync is live. */
async function live() {
  const sync = await started();
  sync.fake.status('SUBSCRIBED');
  sync.fake.selects[0].resolve([]);
  await flush();
  return sync;
}

describe('startTableSync', () => {
  it('subscribes first (filtered by the scope) and selects only on SUBSCRIBED, with owner_id + scope filters', async () => {
    const { fake, types } = await started();
    expect(fake.subscribe).toHaveBeenCalledWith('sources', scope, expect.any(Function), expect.any(Function));
    expect(fake.selects).toHaveLength(0);
    fake.status('SUBSCRIBED');
    expect(fake.selects[0].filters).toEqual([{ column: 'owner_id', value: USER }, scope]);
    fake.selects[0].resolve([row('a', 'A')]);
    await flush();
    expect(types()).toEqual(['status:loading', 'sources/replaced', 'status:live']);
  });

  it('the null scope subscribes on owner_id', async () => {
    const fake = fakeBackend();
    startTableSync('projects', null, recorder().dispatch, fake.backend);
    await flush();
    expect(fake.subscribe).toHaveBeenCalledWith(
      'projects',
      { column: 'owner_id', value: USER },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('events that arrive before the select resolves are applied after its rows, in one batch', async () => {
    const { fake, types, batches } = await started();
    fake.status('SUBSCRIBED');
    fake.change(insert(row('b', 'B')));
    fake.change(update(row('a', 'A2')));
    await nextFrame();
    expect(types()).toEqual(['status:loading']);
    fake.selects[0].resolve([row('a', 'A1')]);
    await flush();
    expect(types()).toEqual(['status:loading', 'sources/replaced', 'sources/changesApplied', 'status:live']);
    expect(batches()).toEqual([['upsert:b:B', 'upsert:a:A2']]);
  });

  it('applies live events as one ordered batch per frame and ignores rows outside the scope or of another owner', async () => {
    const { fake, actions, batches } = await live();
    actions.length = 0;
    fake.change(insert(row('x', 'X', { project_id: 'p2' })));
    fake.change(insert(row('y', 'Y', { owner_id: 'someone-else' })));
    fake.change(remove(row('z', 'Z', { project_id: 'p2' })));
    fake.change(insert(row('a', 'A')));
    fake.change(remove(row('a', 'A')));
    fake.change(insert(row('a', 'A again')));
    fake.change(insert(row('a', 'A again')));
    expect(actions).toEqual([]);
    await nextFrame();
    expect(batches()).toEqual([['upsert:a:A', 'remove:a', 'upsert:a:A again', 'upsert:a:A again']]);
    fake.change(update(row('b', 'B')));
    await sleep(110);
    await nextFrame();
    expect(batches()).toEqual([['upsert:a:A', 'remove:a', 'upsert:a:A again', 'upsert:a:A again'], ['upsert:b:B']]);
    expect(actions.every((a) => a.type === 'sources/changesApplied')).toBe(true);
  });

  it('a burst reaches the store at most every 100 ms: later changes wait for the interval, then a frame', async () => {
    const { fake, batches } = await live();
    fake.change(update(row('a', 'first')));
    await nextFrame();
    expect(batches()).toEqual([['upsert:a:first']]);
    fake.change(update(row('a', 'second')));
    fake.change(update(row('b', 'third')));
    await nextFrame();
    await nextFrame();
    expect(batches()).toHaveLength(1);
    await sleep(110);
    await nextFrame();
    expect(batches()).toEqual([['upsert:a:first'], ['upsert:a:second', 'upsert:b:third']]);
  });

  it('flushes buffered live events before re-selecting on SUBSCRIBED', async () => {
    const { fake, types, batches } = await live();
    fake.change(update(row('a', 'before the drop')));
    fake.status('CHANNEL_ERROR');
    fake.status('SUBSCRIBED');
    fake.change(update(row('a', 'after the rejoin')));
    expect(batches()).toEqual([['upsert:a:before the drop']]);
    fake.selects[1].resolve([row('a', 'selected')]);
    await flush();
    expect(types()).toEqual([
      'status:loading',
      'sources/replaced',
      'status:live',
      'status:offline',
      'sources/changesApplied',
      'sources/replaced',
      'sources/changesApplied',
      'status:live',
    ]);
    expect(batches()).toEqual([['upsert:a:before the drop'], ['upsert:a:after the rejoin']]);
  });

  it('a second SUBSCRIBED while a select is in flight keeps holding events for the newer select', async () => {
    const { fake, types, batches } = await started();
    fake.status('SUBSCRIBED');
    fake.change(update(row('a', 'first')));
    fake.status('SUBSCRIBED');
    fake.change(update(row('a', 'second')));
    fake.selects[0].resolve([row('a', 'old select')]);
    await nextFrame();
    expect(types()).toEqual(['status:loading']);
    fake.selects[1].resolve([row('a', 'new select')]);
    await flush();
    expect(types()).toEqual(['status:loading', 'sources/replaced', 'sources/changesApplied', 'status:live']);
    expect(batches()).toEqual([['upsert:a:first', 'upsert:a:second']]);
  });

  it('re-selects on every SUBSCRIBED (rejoin after a drop) and reports offline in between', async () => {
    const { fake, types } = await started();
    fake.status('SUBSCRIBED');
    fake.selects[0].resolve([row('a', 'A')]);
    await flush();
    fake.status('CHANNEL_ERROR');
    fake.status('SUBSCRIBED');
    expect(fake.selects).toHaveLength(2);
    fake.selects[1].resolve([row('a', 'A'), row('b', 'changed while offline')]);
    await flush();
    expect(types()).toEqual([
      'status:loading',
      'sources/replaced',
      'status:live',
      'status:offline',
      'sources/replaced',
      'status:live',
    ]);
  });

  it('an older select that resolves late is discarded', async () => {
    const { fake, actions } = await started();
    fake.status('SUBSCRIBED');
    fake.status('SUBSCRIBED');
    fake.selects[1].resolve([row('a', 'fresh')]);
    await flush();
    fake.selects[0].resolve([row('a', 'stale')]);
    await flush();
    const replaces = actions.filter((a) => a.type === 'sources/replaced');
    expect(replaces).toHaveLength(1);
    expect(replaces[0].payload).toMatchObject({ rows: [{ name: 'fresh' }] });
  });

  it('a failed select reports error and still applies held events', async () => {
    const { fake, types } = await started();
    fake.status('SUBSCRIBED');
    fake.change(insert(row('a', 'A')));
    fake.selects[0].reject(new Error('permission denied'));
    await flush();
    expect(types()).toEqual(['status:loading', 'sources/changesApplied', 'status:error']);
  });

  it('stops: unsubscribes and ignores anything that arrives later', async () => {
    const { fake, actions, stop } = await started();
    fake.status('SUBSCRIBED');
    stop();
    fake.selects[0].resolve([row('a', 'A')]);
    fake.change(insert(row('b', 'B')));
    await nextFrame();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(actions.map((a) => a.type)).toEqual(['sources/syncStatusChanged']);
  });

  it('stops: drops changes still buffered for the next frame', async () => {
    const { fake, types, stop } = await live();
    fake.change(insert(row('c', 'C')));
    stop();
    await nextFrame();
    expect(types()).toEqual(['status:loading', 'sources/replaced', 'status:live']);
  });
});

describe('acquireTableSync', () => {
  it('shares one subscription per table+scope and unsubscribes on the last release', async () => {
    const fake = fakeBackend();
    const { dispatch, actions } = recorder();
    const releaseA = acquireTableSync('webhooks', scope, dispatch, fake.backend);
    const releaseB = acquireTableSync('webhooks', scope, dispatch, fake.backend);
    await flush();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    releaseA();
    releaseA();
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    releaseB();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(actions.at(-1)).toEqual({
      type: 'webhooks/syncStatusChanged',
      payload: { scopeKey: 'project_id=p1', status: 'idle' },
    });
  });
});
