import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWorld } from '../api/world';
import { dataOf } from '../api/apiClient';
import { createApiKey, createPushSource, pushClient } from '../push/pushClient';
import { Extractor } from '../../../server/content/extractor';
import { newGate, openGate, slowStarted } from '../../fixtures/parserGate';

interface Tenant {
  projectId: string;
  sourceId: string;
  key: string;
}

/**
 * One tenant's slow documents must not delay another tenant's push. "Slow" is a worker that blocks on a
 * gate the test holds, so the test knows tenant A's documents are parsing, not just that time passed.
 */
describe('fair parsing between tenants', () => {
  const gate = newGate();
  // One worker per tenant at most, as on a two-core machine; the pool holds one more.
  const world = apiWorld('Tenant A', undefined, () => ({
    extraction: {
      parallel: 1,
      entry: new URL('../../fixtures/slowExtractWorker.ts', import.meta.url),
      workerData: { gate: gate.buffer },
    },
  }));
  const tenants = {} as { a: Tenant; b: Tenant };

  beforeAll(async () => {
    const bProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Tenant B' }), 201).id;
    tenants.a = {
      projectId: world.projectId,
      sourceId: await createPushSource(world.alice, world.projectId),
      key: await createApiKey(world.alice, world.projectId),
    };
    tenants.b = {
      projectId: bProject,
      sourceId: await createPushSource(world.bob, bProject),
      key: await createApiKey(world.bob, bProject),
    };
  });
  afterAll(() => openGate(gate));

  it("indexes tenant B's one-line push while tenant A's slow documents are still parsing", async () => {
    const push = pushClient(world.platform.url);
    const { a, b } = tenants;
    let aAnswered = false;
    const aPush = push
      .json(a.projectId, a.sourceId, a.key, {
        documents: [1, 2, 3].map((n) => ({ id: `manual-${n}.txt`, content: `SLOW manual, volume ${n}` })),
      })
      .then((reply) => {
        aAnswered = true;
        return reply;
      });
    await slowStarted(gate, 1);

    const bReply = await push.json(b.projectId, b.sourceId, b.key, {
      documents: [{ id: 'hello.txt', content: 'one line from tenant B' }],
    });
    expect(bReply.status).toBe(202);
    expect((await push.get(b.projectId, b.sourceId, b.key, 'hello.txt')).body.data).toMatchObject({
      status: 'INDEXED',
    });
    // A's first document still holds its worker and A's others wait their turn behind it.
    expect(aAnswered).toBe(false);
    expect(Atomics.load(gate, 1)).toBe(1);

    openGate(gate);
    expect((await aPush).status).toBe(202);
    for (const n of [1, 2, 3]) {
      const doc = await push.get(a.projectId, a.sourceId, a.key, `manual-${n}.txt`);
      expect(doc.body.data).toMatchObject({ status: 'INDEXED' });
    }
  });
});

describe('parser queues', () => {
  const gate = newGate();
  const extractor = new Extractor({
    vectors: false,
    parallel: 1,
    entry: new URL('../../fixtures/slowExtractWorker.ts', import.meta.url),
    workerData: { gate: gate.buffer },
  });
  afterAll(async () => {
    openGate(gate);
    openGate(gate, true);
    await extractor.close();
  });
  const parse = (text: string, tenant: string) =>
    extractor.parse(new TextEncoder().encode(text), 'text/plain', { title: text, path: text }, { tenant });

  it('serves tenants in turn: one at its share of the workers waits while the next in line is served', async () => {
    const a1 = parse('SLOW a1', 'A');
    const b1 = parse('LATE b1', 'B');
    await slowStarted(gate, 2);
    let a2Done = false;
    const a2 = parse('a2', 'A').then((parsed) => {
      a2Done = true;
      return parsed;
    });
    const c1 = parse('c1', 'C');

    openGate(gate, true);
    expect((await b1).ok).toBe(true);
    const c1Parsed = await c1;
    expect(c1Parsed.ok && c1Parsed.text).toBe('c1');
    // A's second document came before C's, but A already holds its share while its first one parses.
    expect(a2Done).toBe(false);

    openGate(gate);
    expect((await a1).ok).toBe(true);
    expect((await a2).ok).toBe(true);
  });
});
