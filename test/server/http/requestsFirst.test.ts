import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { countRequests, giveWay, GIVE_WAY_MS } from '../../../server/http/requestsFirst';

// Runs give way to requests being answered between their transactions, for a bounded time.
function app(answer: Promise<void>) {
  const hono = new Hono();
  hono.use(countRequests);
  hono.get('/slow', async (c) => {
    await answer;
    return c.text('ok');
  });
  hono.post('/push/v1/documents', async (c) => {
    await answer;
    return c.text('pushed');
  });
  return hono;
}

const elapsed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('giveWay', () => {
  it('returns after a turn of the event loop when no request is being answered', async () => {
    expect(await elapsed(giveWay)).toBeLessThan(GIVE_WAY_MS);
  });

  it('waits until the request being answered is answered', async () => {
    let finish!: () => void;
    const hono = app(new Promise<void>((resolve) => (finish = resolve)));
    const reply = hono.request('/slow');
    const order: string[] = [];
    const run = giveWay().then(() => order.push('run'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('answered');
    finish();
    await reply;
    await run;
    expect(order).toEqual(['answered', 'run']);
  });

  it('counts a request over HTTP until its response is written out', async () => {
    let finish!: () => void;
    const hono = app(new Promise<void>((resolve) => (finish = resolve)));
    const server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, 20));
      const order: string[] = [];
      const run = giveWay().then(() => order.push('run'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('answered');
      finish();
      expect(await reply).toBe('ok');
      await run;
      expect(order).toEqual(['answered', 'run']);
    } finally {
      server.close();
    }
  });

  it('waits at most GIVE_WAY_MS, so a request that takes long slows a run but never stops it', async () => {
    let finish!: () => void;
    const hono = app(new Promise<void>((resolve) => (finish = resolve)));
    const reply = hono.request('/slow');
    const waited = await elapsed(giveWay);
    finish();
    await reply;
    expect(waited).toBeGreaterThanOrEqual(GIVE_WAY_MS - 2);
    expect(waited).toBeLessThan(GIVE_WAY_MS * 20);
  });

  it('does not count a push that writes documents: it waits for its own run', async () => {
    let finish!: () => void;
    const hono = app(new Promise<void>((resolve) => (finish = resolve)));
    const reply = hono.request('/push/v1/documents', { method: 'POST' });
    const order: string[] = [];
    const run = giveWay().then(() => order.push('run'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('answered');
    finish();
    await reply;
    await run;
    expect(order).toEqual(['run', 'answered']);
  });
});
