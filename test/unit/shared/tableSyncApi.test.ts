import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '@/shared/api/baseApi';
import { createTableSlice } from '@/shared/store/createTableSlice';
import type { RootState } from '@/shared/store/rootState';
import type { RowChange } from '@/shared/supabase/syncBackend';
import type { TableChange } from '@/shared/supabase/tableActions';
import { pagedSyncApi } from '@/shared/supabase/pagedSyncApi';
import { selectSyncStatus, selectSyncStatuses, tableSyncApi, type SyncArgs } from '@/shared/supabase/tableSyncApi';
import { PAGE_SIZE } from '@/shared/supabase/syncBackend';
import { MIN_FLUSH_INTERVAL_MS } from '@/shared/supabase/realtimePace';
import { flush } from '../utils/flush';
import { fakeSyncBackend, installed, USER } from './syncBackendFake';

const loadPagedRead = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('@/shared/supabase/syncBackend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  supabaseSyncBackend: (await import('./syncBackendFake')).delegatingBackend,
  loadPagedRead,
}));

type Row = { id: string } & Record<string, unknown>;
const sources = createTableSlice<'sources', Row>('sources');
const projects = createTableSlice<'projects', Row>('projects');

/** A store with the API and two table slices that records the table actions it sees. */
function makeSyncStore() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    const { type } = action as UnknownAction;
    if (type.startsWith('sources/') || type.startsWith('projects/')) actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, sources: sources.reducer, projects: projects.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, record),
  });
  const state = () => store.getState() as unknown as RootState;
  const types = () => actions.map((a) => a.type);
  /** The changes of every changesApplied batch, as "upsert:id:name" / "remove:id". */
  const batches = () =>
    actions
      .filter((a) => a.type.endsWith('/changesApplied'))
      .map((a) =>
        (a.payload as { changes: TableChange<Row>[] }).changes.map((c) =>
          c.kind === 'remove' ? `remove:${c.id}` : `upsert:${c.row.id}:${String(c.row.name)}`,
        ),
      );
  return { store, actions, state, types, batches };
}

/** Buffered realtime changes are applied on the next animation frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
// Time for the frame-batching tests: frames, the interval's timers and its clock, nothing the setup awaits.
const FRAME_CLOCK = {
  toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
} satisfies Parameters<typeof vi.useFakeTimers>[0];
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

const scope = { column: 'project_id', value: 'p1' };
const sourcesOfP1: SyncArgs = { table: 'sources', scope };

let fake = fakeSyncBackend();
beforeEach(() => {
  fake = fakeSyncBackend();
  installed.fake = fake;
});
afterEach(() => vi.useRealTimers());

/** A sources sync for `scope`: its cache entry added and its channel opened. */
async function started(args: SyncArgs = sourcesOfP1) {
  const sync = makeSyncStore();
  const subscription = sync.store.dispatch(tableSyncApi.endpoints.syncTable.initiate(args));
  await flush();
  const status = () => selectSyncStatus(sync.state(), args.table, args.scope);
  return { ...sync, subscription, status };
}

/** As `started`, then SUBSCRIBED and an empty first select: the sync is live. */
async function live() {
  const sync = await started();
  fake.status('SUBSCRIBED');
  await flush();
  fake.selects[0].resolve([]);
  await flush();
  sync.actions.length = 0;
  return sync;
}

describe('table sync as an RTK Query cache entry', () => {
  it('subscribes first (filtered by the scope) and selects only once joined, with owner_id + scope filters', async () => {
    const { types, status } = await started();
    expect(fake.subscribe).toHaveBeenCalledWith('sources', scope, expect.any(Function), expect.any(Function));
    expect(status()).toBe('loading');
    await flush();
    expect(fake.selects).toHaveLength(0);
    fake.status('SUBSCRIBED');
    await flush();
    expect(fake.selects[0].filters).toEqual([{ column: 'owner_id', value: USER }, scope]);
    fake.selects[0].resolve([row('a', 'A')]);
    await flush();
    expect(types()).toEqual(['sources/replaced']);
    expect(status()).toBe('live');
  });

  it('the null scope subscribes on owner_id', async () => {
    await started({ table: 'projects', scope: null });
    expect(fake.subscribe).toHaveBeenCalledWith(
      'projects',
      { column: 'owner_id', value: USER },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('events that arrive before the select resolves are applied after its rows, in one batch', async () => {
    const { types, batches } = await started();
    fake.status('SUBSCRIBED');
    await flush();
    fake.change(insert(row('b', 'B')));
    fake.change(update(row('a', 'A2')));
    await nextFrame();
    expect(types()).toEqual([]);
    fake.selects[0].resolve([row('a', 'A1')]);
    await flush();
    expect(types()).toEqual(['sources/replaced', 'sources/changesApplied']);
    expect(batches()).toEqual([['upsert:b:B', 'upsert:a:A2']]);
  });

  it('applies live events as one ordered batch per frame and ignores rows outside the scope or of another owner', async () => {
    const { actions, batches } = await live();
    vi.useFakeTimers(FRAME_CLOCK);
    fake.change(insert(row('x', 'X', { project_id: 'p2' })));
    fake.change(insert(row('y', 'Y', { owner_id: 'someone-else' })));
    fake.change(remove(row('z', 'Z', { project_id: 'p2' })));
    fake.change(insert(row('a', 'A')));
    fake.change(remove(row('a', 'A')));
    fake.change(insert(row('a', 'A again')));
    fake.change(insert(row('a', 'A again')));
    expect(actions).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(batches()).toEqual([['upsert:a:A', 'remove:a', 'upsert:a:A again', 'upsert:a:A again']]);
    fake.change(update(row('b', 'B')));
    vi.advanceTimersByTime(MIN_FLUSH_INTERVAL_MS);
    vi.advanceTimersToNextFrame();
    expect(batches()).toEqual([['upsert:a:A', 'remove:a', 'upsert:a:A again', 'upsert:a:A again'], ['upsert:b:B']]);
    expect(actions.every((a) => a.type === 'sources/changesApplied')).toBe(true);
  });

  it('a burst reaches the store at most every 100 ms: later changes wait for the interval, then a frame', async () => {
    const { batches } = await live();
    vi.useFakeTimers(FRAME_CLOCK);
    fake.change(update(row('a', 'first')));
    vi.advanceTimersToNextFrame();
    expect(batches()).toEqual([['upsert:a:first']]);
    fake.change(update(row('a', 'second')));
    fake.change(update(row('b', 'third')));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(batches()).toHaveLength(1);
    vi.advanceTimersByTime(MIN_FLUSH_INTERVAL_MS);
    vi.advanceTimersToNextFrame();
    expect(batches()).toEqual([['upsert:a:first'], ['upsert:a:second', 'upsert:b:third']]);
  });

  it('re-selects on every later join (rejoin after a drop), reports offline in between, and flushes buffered events first', async () => {
    const { types, batches, status } = await live();
    fake.change(update(row('a', 'before the drop')));
    fake.status('CHANNEL_ERROR');
    expect(status()).toBe('offline');
    fake.status('SUBSCRIBED');
    fake.change(update(row('a', 'after the rejoin')));
    expect(batches()).toEqual([['upsert:a:before the drop']]);
    await flush();
    expect(fake.selects).toHaveLength(2);
    fake.selects[1].resolve([row('a', 'selected'), row('b', 'changed while offline')]);
    await flush();
    expect(types()).toEqual(['sources/changesApplied', 'sources/replaced', 'sources/changesApplied']);
    expect(batches()).toEqual([['upsert:a:before the drop'], ['upsert:a:after the rejoin']]);
    expect(status()).toBe('live');
  });

  it('a join while a select is in flight holds events and selects again once that select is done', async () => {
    const { types, batches } = await started();
    fake.status('SUBSCRIBED');
    await flush();
    fake.change(update(row('a', 'first')));
    fake.status('CHANNEL_ERROR');
    fake.status('SUBSCRIBED');
    fake.change(update(row('a', 'second')));
    await nextFrame();
    expect(types()).toEqual([]);
    expect(fake.selects).toHaveLength(1); // never two selects of one scope at once
    fake.selects[0].resolve([row('a', 'old select')]);
    await flush();
    await flush();
    expect(fake.selects).toHaveLength(2);
    fake.selects[1].resolve([row('a', 'new select')]);
    await flush();
    expect(types()).toEqual(['sources/replaced', 'sources/changesApplied', 'sources/replaced']);
    expect(batches()).toEqual([['upsert:a:first', 'upsert:a:second']]);
  });

  it('a failed select reports error and still applies held events', async () => {
    const { types, status } = await started();
    fake.status('SUBSCRIBED');
    await flush();
    fake.change(insert(row('a', 'A')));
    fake.selects[0].reject(new Error('permission denied'));
    await flush();
    expect(types()).toEqual(['sources/changesApplied']);
    expect(status()).toBe('error');
  });

  it('without a signed-in user the sync fails and opens no channel', async () => {
    fake.signOut();
    const { status } = await started();
    await flush();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(status()).toBe('error');
  });

  it('the entry removed: unsubscribes and ignores anything that arrives later', async () => {
    const { store, actions } = await started();
    fake.status('SUBSCRIBED');
    await flush();
    store.dispatch(baseApi.util.resetApiState());
    await flush();
    fake.selects[0].resolve([row('a', 'A')]);
    fake.change(insert(row('b', 'B')));
    await nextFrame();
    await flush();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(actions).toEqual([]);
  });

  it('the entry removed: drops changes still buffered for the next frame', async () => {
    const { store, types } = await live();
    fake.change(insert(row('c', 'C')));
    store.dispatch(baseApi.util.resetApiState());
    await flush();
    await nextFrame();
    expect(types()).toEqual([]);
  });

  it('shares one channel per table+scope and leaves it once no subscriber is left for a while', async () => {
    const { store, subscription } = await live();
    const second = store.dispatch(tableSyncApi.endpoints.syncTable.initiate({ table: 'sources', scope }));
    await flush();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.selects).toHaveLength(1);
    vi.useFakeTimers();
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    second.unsubscribe();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(selectSyncStatus(store.getState() as unknown as RootState, 'sources', scope)).toBe('idle');
  });

  it('with a newest-page query reads only that page (owner, scope, then the query)', async () => {
    const page = { eq: [{ column: 'run_id', value: 'r1' }] };
    await started({ table: 'sources', scope, page });
    fake.status('SUBSCRIBED');
    await flush();
    expect(fake.selects[0].query).toEqual({
      eq: [{ column: 'owner_id', value: USER }, scope, { column: 'run_id', value: 'r1' }],
    });
    expect(fake.selects[0].before).toBeNull();
  });

  it('lists the status of every sync the cache holds', async () => {
    const { state } = await live();
    expect(selectSyncStatuses(state())).toEqual(['live']);
    fake.status('TIMED_OUT');
    expect(selectSyncStatuses(state())).toEqual(['offline']);
  });
});

describe('paged table sync (infinite query)', () => {
  const page = { eq: [] };
  const args = { table: 'sources', scope, page };
  const createdAt = (index: number) => `2026-01-01T00:00:${String(index).padStart(4, '0')}Z`;
  const full = (from: number) =>
    Array.from({ length: PAGE_SIZE }, (_, index) =>
      row(`r${from + index}`, `R${from + index}`, { created_at: createdAt(from + index) }),
    );

  async function paged() {
    const sync = makeSyncStore();
    const subscription = sync.store.dispatch(pagedSyncApi.endpoints.syncTablePages.initiate(args));
    await flush();
    fake.status('SUBSCRIBED');
    await flush();
    const entry = () => pagedSyncApi.endpoints.syncTablePages.select(args)(sync.store.getState() as never);
    return { ...sync, subscription, entry };
  }

  it("asks for the keyset reads' code as the window joins its channel, not after", async () => {
    loadPagedRead.mockClear();
    const { store } = makeSyncStore();
    store.dispatch(pagedSyncApi.endpoints.syncTablePages.initiate(args));
    await flush();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.selects).toHaveLength(0);
    expect(loadPagedRead).toHaveBeenCalledTimes(1);
  });

  it('replaces the scope with the newest page, upserts older pages on demand, and a rejoin keeps only the newest', async () => {
    const { store, types, entry } = await paged();
    fake.selects[0].resolve(full(0));
    await flush();
    expect(types()).toEqual(['sources/replaced']);
    expect(entry().hasNextPage).toBe(true);

    void store.dispatch(pagedSyncApi.endpoints.syncTablePages.initiate(args, { direction: 'forward' }));
    await flush();
    expect(fake.selects[1].before).toEqual({ created_at: createdAt(PAGE_SIZE - 1), id: `r${PAGE_SIZE - 1}` });
    fake.selects[1].resolve([row('old', 'Old', { created_at: '2025-01-01T00:00:00Z' })]);
    await flush();
    expect(types()).toEqual(['sources/replaced', 'sources/changesApplied']);
    expect(entry().data?.pages).toHaveLength(2);
    expect(entry().hasNextPage).toBe(false);

    fake.status('CHANNEL_ERROR');
    fake.status('SUBSCRIBED');
    await flush();
    expect(fake.selects).toHaveLength(3);
    expect(fake.selects[2].before).toBeNull();
    fake.selects[2].resolve(full(1));
    await flush();
    expect(types().at(-1)).toBe('sources/replaced');
    expect(entry().data?.pages).toHaveLength(1);
  });
});
