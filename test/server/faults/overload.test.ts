import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { admission, defaultAdmission } from '../../../server/http/admission';
import type { AdmissionLimits } from '../../../server/core/context';
import { dataOf } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { EVENT_WAIT_MS } from '../helpers/eventWait';

const LIMITS: AdmissionLimits = {
  concurrency: 2,
  queue: 3,
  queuePerTenant: 3,
  maxWaitMs: 60_000,
  standingWaitMs: 60_000,
  standingForMs: 0,
  standingAfter: 0,
};

describe('load shedding on the platform', () => {
  const world = apiWorld('Overload', undefined, () => ({ admission: LIMITS }));

  /**
   * A POST whose body is sent only when `finish` is called: it holds its turn (or its place in the queue)
   * until then, with no timing involved.
   */
  function heldCreate(token: string) {
    const url = new URL(`${world.platform.url}/api/projects`);
    let req!: ClientRequest;
    const response = new Promise<IncomingMessage & { text: Promise<string> }>((resolve, reject) => {
      req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          const text = new Promise<string>((done) => {
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(Buffer.concat(chunks).toString()));
          });
          resolve(Object.assign(res, { text }));
        },
      );
      req.on('error', reject);
    });
    req.write('{"name":');
    req.flushHeaders();
    return { response, finish: () => req.end('"Held"}') };
  }

  it("sheds one tenant's flood first, with 429 and Retry-After, while another tenant's request is admitted", async () => {
    const alice = world.alice.session.access_token;
    // Two at work, three waiting, one over Alice's share of the queue.
    const flood = Array.from({ length: 6 }, () => heldCreate(alice));
    const settled = flood.map((held, i) => held.response.then((res) => ({ i, res })));
    const first = await Promise.race(settled);
    expect(first.res.statusCode).toBe(429);

    // Bob's search finds the queue full of Alice's requests: her newest waiting one makes room for it.
    const bob = world.bob.call('GET', `/projects/${world.projectId}/search?q=anything&mode=keyword`);
    const second = await Promise.race(settled.filter((_, i) => i !== first.i));
    for (const { res } of [first, second]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(JSON.parse(await res.text)).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    }

    for (const held of flood) held.finish();
    // Bob's search is not Alice's project's: it is admitted and answered (404), never shed.
    expect((await bob).status).toBe(404);
    const admitted = await Promise.all(settled.filter((_, i) => i !== first.i && i !== second.i));
    for (const { res } of admitted) expect(res.statusCode).not.toBe(429);
    dataOf(await world.alice.call('GET', `/projects/${world.projectId}/search?q=after&mode=keyword`));
  });
});

describe('the admission middleware', () => {
  afterEach(() => vi.useRealTimers());

  /** An app whose one route waits until the test releases each request, oldest first. */
  function gatedApp(limits: AdmissionLimits) {
    const releases: Array<() => void> = [];
    const app = new Hono();
    app.use(admission(limits, 'anon'));
    app.get('/api/work', async (c) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return c.json({ data: 'done' });
    });
    const call = (tenant: string) => app.request('/api/work', { headers: { 'x-api-key': tenant } });
    const release = () => releases.shift()!();
    const releaseAll = () => releases.splice(0).forEach((resolve) => resolve());
    return { call, release, releaseAll, entered: () => releases.length };
  }
  const small = {
    concurrency: 1,
    queue: 1,
    queuePerTenant: 1,
    maxWaitMs: 1_000,
    standingWaitMs: 1_000,
    standingForMs: 0,
    standingAfter: 0,
  };

  it('answers 503 OVERLOADED when every tenant waits its share, 429 to a tenant past its own', async () => {
    const app = gatedApp(small);
    const working = app.call('a');
    const waiting = app.call('b');
    const third = await app.call('c');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.json()).toMatchObject({ errorCode: 'OVERLOADED' });
    const again = await app.call('b');
    expect(again.status).toBe(429);
    expect(app.entered()).toBe(1);
    app.release();
    expect((await working).status).toBe(200);
    await vi.waitFor(() => expect(app.entered()).toBe(1), EVENT_WAIT_MS);
    app.release();
    expect((await waiting).status).toBe(200);
  });

  it('refuses a request whose turn did not come within the longest wait', async () => {
    vi.useFakeTimers();
    const app = gatedApp({ ...small, queuePerTenant: 2, queue: 2 });
    const working = app.call('a');
    const waiting = app.call('b');
    await vi.advanceTimersByTimeAsync(small.maxWaitMs);
    const late = await waiting;
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    app.releaseAll();
    expect((await working).status).toBe(200);
  });

  it('queues a burst and serves it while waits have not stayed long for the interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const app = gatedApp({ ...small, queue: 10, queuePerTenant: 10, standingWaitMs: 100, standingForMs: 1_000 });
    const first = app.call('a');
    const burst = [app.call('a'), app.call('a'), app.call('b')];
    await vi.advanceTimersByTimeAsync(200);
    // Each waited 200 ms, past the target, but not yet for the interval: all are let in.
    app.release();
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(app.entered()).toBe(1), EVENT_WAIT_MS);
      app.release();
    }
    for (const reply of [first, ...burst]) expect((await reply).status).toBe(200);
  });

  it('once the queue stands, lets nothing in that waited past the target, however short the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const limits = { queue: 10, queuePerTenant: 10, maxWaitMs: 60_000, standingWaitMs: 100, standingForMs: 1_000 };
    const app = gatedApp({ ...small, ...limits });
    const first = app.call('a');
    const burst = app.call('b');
    const stale = app.call('c');
    await vi.advanceTimersByTimeAsync(200);
    // A burst: the first long wait is let in, and starts the interval.
    app.release();
    expect((await first).status).toBe(200);
    await vi.waitFor(() => expect(app.entered()).toBe(1), EVENT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(1_050);
    // A tenant already waiting is refused at once while the queue stands; a tenant with nothing waiting waits.
    const more = await app.call('c');
    expect(more.status).toBe(429);
    expect(more.headers.get('retry-after')).toBe('1');
    const fresh = app.call('d');
    await vi.advanceTimersByTimeAsync(50);
    // Waits stayed long for the interval: the queue stands, and a turn that came too late is refused.
    app.release();
    expect((await burst).status).toBe(200);
    const late = await stale;
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    expect(await late.json()).toMatchObject({ errorCode: 'OVERLOADED' });
    // What waited less than the target is served.
    await vi.waitFor(() => expect(app.entered()).toBe(1), EVENT_WAIT_MS);
    app.release();
    expect((await fresh).status).toBe(200);
  });

  it('under a sustained flood on PGlite, admits nothing that waited past the target once the queue stands', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const limits = defaultAdmission(true);
    // Each request takes STEP_MS of the thread: the platform answers `concurrency` every step.
    const STEP_MS = 10;
    const OFFERED = 4 * limits.concurrency;
    const inWork: Array<() => void> = [];
    const waits: Array<{ at: number; waited: number }> = [];
    const app = new Hono();
    app.use(admission(limits, 'anon'));
    app.get('/api/work', async (c) => {
      const now = performance.now();
      waits.push({ at: now, waited: now - Number(c.req.header('x-sent')) });
      await new Promise<void>((resolve) => inWork.push(resolve));
      return c.json({ data: 'done' });
    });
    const replies: Array<Response | Promise<Response>> = [];
    for (let step = 0; step < 200; step++) {
      for (let i = 0; i < OFFERED; i++) {
        const headers = { 'x-api-key': i % 2 ? 'a' : 'b', 'x-sent': String(performance.now()) };
        replies.push(app.request('/api/work', { headers }));
      }
      await vi.advanceTimersByTimeAsync(STEP_MS);
      inWork.splice(0).forEach((answer) => answer());
    }
    await vi.advanceTimersByTimeAsync(limits.maxWaitMs);
    inWork.splice(0).forEach((answer) => answer());
    const statuses = await Promise.all(replies.map(async (reply) => (await reply).status));

    // Waits stay past the target from when the queue first exceeds it: the queue stands an interval later.
    const standsBy = limits.standingWaitMs + limits.standingForMs + 2 * STEP_MS;
    const late = waits.filter(({ at }) => at > standsBy);
    expect(late.length).toBeGreaterThan(0);
    for (const { waited } of late) expect(waited).toBeLessThanOrEqual(limits.standingWaitMs + STEP_MS);
    expect(statuses.filter((status) => status === 200)).toHaveLength(waits.length);
    expect(statuses.every((status) => [200, 429, 503].includes(status))).toBe(true);
  });

  it("serves one client's burst on a slow machine rather than shedding it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const limits = defaultAdmission(true);
    const app = gatedApp(limits);
    // A page loading 30 things at once, each taking 100 ms: the last waits well past the target and the interval.
    const burst = Array.from({ length: 30 }, () => app.call('page'));
    for (let round = 0; round < burst.length; round++) {
      await vi.advanceTimersByTimeAsync(100);
      app.releaseAll();
    }
    for (const reply of burst) expect((await reply).status).toBe(200);
  });
});
