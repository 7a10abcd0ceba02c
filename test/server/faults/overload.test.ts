import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { admission, type AdmissionLimits } from '../../../server/http/admission';
import { dataOf } from '../api/apiClient';
import { apiWorld } from '../api/world';

const LIMITS: AdmissionLimits = { concurrency: 2, queue: 3, queuePerTenant: 3, maxWaitMs: 60_000, standingWaitMs: 60_000 };

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

  /** An app whose one route waits for the test to open its gate. */
  function gatedApp(limits: AdmissionLimits) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let entered = 0;
    const app = new Hono();
    app.use(admission(limits, 'anon'));
    app.get('/api/work', async (c) => {
      entered += 1;
      await gate;
      return c.json({ data: 'done' });
    });
    const call = (tenant: string) => app.request('/api/work', { headers: { 'x-api-key': tenant } });
    return { call, open, entered: () => entered };
  }
  const small = { concurrency: 1, queue: 1, queuePerTenant: 1, maxWaitMs: 1_000, standingWaitMs: 1_000 };

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
    app.open();
    expect((await working).status).toBe(200);
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
    app.open();
    expect((await working).status).toBe(200);
  });
});
