import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from './helpers/platform';
import { EmbeddingWork } from '../../server/search/embeddingWork';
import { newGate, openGate, slowStarted } from '../fixtures/parserGate';

const source = { title: 'doc', path: 'doc.txt' };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the platform closes its services', () => {
  const gate = newGate();
  afterAll(() => openGate(gate));

  it('fails parses in flight before it stops jobs, and writes what the request log still holds', async () => {
    const platform = await startTestPlatform({
      extraction: {
        parallel: 1,
        entry: new URL('../fixtures/slowExtractWorker.ts', import.meta.url),
        workerData: { gate: gate.buffer },
      },
    });
    const { jobs, extractor, requestLog } = platform.ctx;
    const order: string[] = [];
    const parsing = extractor.parse(bytes('SLOW document'), 'text/plain', source, { tenant: 'a' }).then((parsed) => {
      order.push('parse ended');
      return parsed;
    });
    await slowStarted(gate, 1);
    const started = jobs.start('waits for close', async (signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      order.push('job stopped');
    });
    requestLog.limits = { ...requestLog.limits, flushEveryMs: 60_000 };
    requestLog.record({ projectId: crypto.randomUUID(), kind: 'push', status: 200, durationMs: 1 });
    expect([started, requestLog.pending]).toEqual([true, 1]);

    await platform.close();

    expect(await parsing).toEqual({ ok: false, error: 'The platform is stopping' });
    expect(order).toEqual(['parse ended', 'job stopped']);
    expect(requestLog.pending).toBe(0);
    expect(jobs.start('after close', async () => undefined)).toBe(false);
    expect(await extractor.parse(bytes('late'), 'text/plain', source)).toEqual({
      ok: false,
      error: 'The platform is stopping',
    });
  });
});

describe('embedding work', () => {
  const deferred = () => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };

  it("runs one project's passes one after another and another project's beside them", async () => {
    const work = new EmbeddingWork();
    const first = deferred();
    const ran: string[] = [];
    work.track('p1', async () => {
      await first.promise;
      ran.push('p1 first');
    });
    work.track('p1', async () => void ran.push('p1 second'));
    work.track('p2', async () => void ran.push('p2'));
    await work.settled('p2');
    expect(ran).toEqual(['p2']);
    first.resolve();
    await work.settled('p1');
    expect(ran).toEqual(['p2', 'p1 first', 'p1 second']);
  });

  it('tells passes it is closing and waits for them to end', async () => {
    const work = new EmbeddingWork();
    const seen: string[] = [];
    const started = deferred();
    const step = deferred();
    work.track('p1', async (closing) => {
      seen.push(`closing: ${closing()}`);
      started.resolve();
      await step.promise;
      seen.push(`closing: ${closing()}`);
    });
    await started.promise;
    const closed = work.close().then(() => seen.push('closed'));
    step.resolve();
    await closed;
    expect(seen).toEqual(['closing: false', 'closing: true', 'closed']);
  });
});
