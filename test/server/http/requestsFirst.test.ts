import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { countRequests, giveWay, GIVE_WAY_MS } from '../../../server/db/requestsFirst';

// Runs give way to requests being answered between their transactions, for a bounded time. No test here
// times anything: a wait longer than asked for would time the test out, and the bound is checked on
// fake timers.

/** A GET and a push route that answer when `finish` is called; `started` settles when a handler runs. */
function slowApp() {
  let finish!: () => void;
  const answer = new Promise<void>((resolve) => (finish = resolve));
  let onStart!: () => void;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const hono = new Hono();
  hono.use(countRequests);
  hono.get('/slow', async (c) => {
    onStart();
    await answer;
    return c.text('ok');
  });
  hono.post('/push/v1/documents', async (c) => {
    onStart();
    await answer;
    return c.text('pushed');
  });
  return { hono, started, finish };
}

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** giveWay() with a bound no test reaches, and whether it has returned yet. */
function watchedGiveWay() {
  const watched = { returned: false, done: Promise.resolve() };
  watched.done = giveWay(60_000).then(() => void (watched.returned = true));
  return watched;
}

afterEach(() => void vi.useRealTimers());

describe('giveWay', () => {
  it('returns at once when no request is being answered', async () => {
    await giveWay(60_000);
  });

  it('waits until the request being answered is answered', async () => {
    const { hono, started, finish } = slowApp();
    const reply = hono.request('/slow');
    await started;
    const run = watchedGiveWay();
    await turns(10);
    expect(run.returned).toBe(false);
    finish();
    await reply;
    await run.done;
  });

  it('counts a request over HTTP until its response is written out, not until its handler returns', async () => {
    let body!: ReadableStreamDefaultController<Uint8Array>;
    let streaming!: () => void;
    const started = new Promise<void>((resolve) => (streaming = resolve));
    const hono = new Hono();
    hono.use(countRequests);
    // The handler returns at once; the response is written out as its body streams.
    hono.get(
      '/stream',
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => {
              body = controller;
              streaming();
            },
          }),
        ),
    );
    const server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = fetch(`http://127.0.0.1:${port}/stream`);
      await started;
      body.enqueue(new TextEncoder().encode('first part'));
      const response = await reply;
      const run = watchedGiveWay();
      await turns(10);
      expect(run.returned).toBe(false);
      body.close();
      expect(await response.text()).toBe('first part');
      await run.done;
    } finally {
      server.close();
    }
  });

  it('waits at most GIVE_WAY_MS, so a request that takes long slows a run but never stops it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { hono, started, finish } = slowApp();
    const reply = hono.request('/slow');
    await started;
    let returned = false;
    const run = giveWay().then(() => void (returned = true));
    await turns(5);
    vi.advanceTimersByTime(GIVE_WAY_MS - 1);
    await turns(5);
    expect(returned).toBe(false);
    vi.advanceTimersByTime(1);
    await run;
    finish();
    await reply;
  });

  it('does not count a push that writes documents: it waits for its own run', async () => {
    const { hono, started, finish } = slowApp();
    const reply = hono.request('/push/v1/documents', { method: 'POST' });
    await started;
    await giveWay(60_000);
    finish();
    expect(await (await reply).text()).toBe('pushed');
  });
});
