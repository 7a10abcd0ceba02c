import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { tableSyncApi } from '@/shared/supabase/tableSyncApi';
import ProjectSourcesPage from '@/features/sources/pages/ProjectSourcesPage';
import { FakeRealtimeSocket } from './fakeRealtimeSocket';
import { indexingUpdateFrames, sourceRow, type SourceRowSeed } from './phoenixFrames';
import type { RenderTracker } from './renderTracker';
import { RESULT_MARKER, type RealtimeResult, type Timing } from './realtimeResult';

// The realtime benchmark: postgres_changes frames for the sources table go through the
// app's real client (supabase-js Phoenix socket → tableSync → store) into a mounted sources list.
// Each frame is its own task, as WebSocket message events are; both runs deliver the same way.

const USER = '00000000-0000-4000-8000-000000000001';
const PROJECT = '00000000-0000-4000-8000-0000000000aa';
const ROWS = 50;
const WARM_UP = 2_000;
const EVENTS = Number(process.env.BENCH_REALTIME_EVENTS ?? 10_000);
const TRACED = 1_000;

const tracker = (globalThis as unknown as { benchRenderTracker: RenderTracker }).benchRenderTracker;
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const seeds: SourceRowSeed[] = Array.from({ length: ROWS }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  owner_id: USER,
  project_id: PROJECT,
  name: `repository-${index}`,
  created_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
}));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A signed-in session in the cookie, the way @supabase/ssr stores it (the token is never verified here). */
function signIn() {
  const expiresAt = Math.floor(Date.now() / 1000) + 24 * 3600;
  const claims = { sub: USER, role: 'authenticated', aud: 'authenticated', exp: expiresAt, email: 'bench@example.com' };
  const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
  const user = {
    id: USER,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'bench@example.com',
    app_metadata: {},
    user_metadata: { name: 'Bench' },
    created_at: '2025-01-01T00:00:00.000Z',
  };
  const session = {
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 86400,
    expires_at: expiresAt,
    user,
  };
  const name = `sb-${window.location.hostname.split('.')[0]}-auth-token`;
  document.cookie = `${name}=base64-${base64url(session)}; path=/`;
}

/** The REST select of the sync: the project's rows before indexing starts. */
function restStub() {
  const rows = seeds.map((seed) => sourceRow(seed, 0, 1));
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/rest/v1/sources')) throw new Error(`Unexpected request in the benchmark: ${url}`);
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

async function waitUntil(condition: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Delivers each frame in its own task and waits until `settled` holds and the UI committed. */
async function deliver(frames: string[], handle: (frame: string) => void, settled = () => true): Promise<Timing> {
  const wallStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const frame of frames) {
    handle(frame);
    await nextTask();
  }
  // tableSync applies buffered changes on an animation frame at most every 100 ms; React commits the
  // store's update on the frame after.
  while (!settled()) await nextFrame();
  await nextFrame();
  await nextFrame();
  const cpu = process.cpuUsage(cpuStarted);
  return { wallMs: performance.now() - wallStarted, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const mean = (a: Timing, b: Timing): Timing => ({ wallMs: (a.wallMs + b.wallMs) / 2, cpuMs: (a.cpuMs + b.cpuMs) / 2 });

it('applies postgres_changes frames to the store and the mounted sources list', async () => {
  vi.stubGlobal('WebSocket', FakeRealtimeSocket);
  vi.stubGlobal('fetch', restStub());
  signIn();

  const store = makeStore();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[`/projects/${PROJECT}`]}>
        <Routes>
          <Route path="/projects/:projectId" element={<ProjectSourcesPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

  const rowCount = () => container.querySelectorAll('tr[data-source-id]').length;
  await waitUntil(() => FakeRealtimeSocket.instances.at(-1)?.joins.length === 1, 'the realtime join');
  await waitUntil(() => rowCount() === ROWS, 'the initial rows');
  const socket = FakeRealtimeSocket.instances.at(-1)!;
  const { topic, bindingIds } = socket.joins[0];
  // Consecutive slices of one indexing run, so every measured event is newer than what the store holds.
  const frames = indexingUpdateFrames(topic, bindingIds[0], seeds, WARM_UP + 2 * EVENTS + TRACED + 1);
  const warmUp = frames.slice(0, WARM_UP);
  const measured = frames.slice(WARM_UP, WARM_UP + EVENTS);
  const traced = frames.slice(WARM_UP + EVENTS, WARM_UP + EVENTS + TRACED);
  const single = frames.slice(WARM_UP + EVENTS + TRACED, WARM_UP + EVENTS + TRACED + 1);
  const unmounted = frames.slice(WARM_UP + EVENTS + TRACED + 1);

  let parsed: unknown;
  const parseOnly = (frame: string) => {
    parsed = JSON.parse(frame);
  };
  const apply = (frame: string) => socket.receive(frame);
  /** The store holds the record of the last of `frames` (each frame is newer than the ones before). */
  const reached = (frames: string[]) => () => {
    const record = JSON.parse(frames.at(-1)!)[4].data.record as { id: string; documents_count: number };
    return store.getState().sources.entities[record.id]?.documents_count === record.documents_count;
  };

  await deliver(warmUp, parseOnly);
  await deliver(warmUp, apply, reached(warmUp));

  // Parse-only before and after the apply run, so drift on a shared machine shows and averages out.
  const parseBefore = await deliver(measured, parseOnly);
  tracker.commits = 0;
  const applied = await deliver(measured, apply, reached(measured));
  const measuredCommits = tracker.commits;
  const parseAfter = await deliver(measured, parseOnly);
  const parsedMean = mean(parseBefore, parseAfter);
  const syncStarted = performance.now();
  for (const frame of measured) parseOnly(frame);
  const parseOnlySyncMs = performance.now() - syncStarted;

  // The last measured event of every row reached the store and its row in the DOM.
  const lastFrames = measured
    .slice(-ROWS)
    .map((frame) => JSON.parse(frame)[4].data.record as { id: string; documents_count: number });
  for (const record of lastFrames) {
    expect(store.getState().sources.entities[record.id]?.documents_count).toBe(record.documents_count);
  }
  const lastRow = container.querySelector(`tr[data-source-id="${lastFrames[0].id}"]`);
  expect(lastRow?.textContent).toContain(lastFrames[0].documents_count.toLocaleString());

  // Which components render: a separate, shorter run with the fiber walk switched on, then one change alone.
  const trace = async (frames: string[]) => {
    tracker.reset();
    tracker.enabled = true;
    await deliver(frames, apply, reached(frames));
    tracker.enabled = false;
    return [...tracker.counts.entries()].sort((a, b) => b[1] - a[1]);
  };
  tracker.commits = 0;
  const rendersPerEvent = Object.fromEntries(
    (await trace(traced)).map(([name, count]) => [name, count / traced.length]),
  );
  const tracedCommits = tracker.commits;
  const oneChangeRenders = Object.fromEntries(await trace(single));

  // The same client and store work without the list: keep the subscription, unmount the UI.
  const held = store.dispatch(
    tableSyncApi.endpoints.syncTable.initiate({ table: 'sources', scope: { column: 'project_id', value: PROJECT } }),
  );
  root.unmount();
  const storeOnly = await deliver(unmounted, apply, reached(unmounted));
  held.unsubscribe();

  const result: RealtimeResult = {
    events: measured.length,
    rows: ROWS,
    frameBytes: Math.round(measured.reduce((sum, frame) => sum + frame.length, 0) / measured.length),
    apply: applied,
    parseOnly: parsedMean,
    parseOnlySyncMs,
    ratio: applied.cpuMs / parsedMean.cpuMs,
    wallRatio: applied.wallMs / parsedMean.wallMs,
    storeOnly,
    commits: measuredCommits,
    commitsPerEvent: measuredCommits / measured.length,
    tracedCommitsPerEvent: tracedCommits / traced.length,
    rendersPerEvent,
    oneChangeRenders,
    reactBuild: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  };
  expect(parsed).toBeTruthy();
  // One marked line; bench/realtimeThroughput.ts picks it out of Vitest's output.
  console.log(`${RESULT_MARKER}${JSON.stringify(result)}`);
});
