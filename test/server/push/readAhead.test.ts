import { readFileSync } from 'node:fs';
import { describe, expect, it, beforeAll } from 'vitest';
import { apiWorld } from '../api/world';
import { dataOf } from '../api/apiClient';
import { storeDocuments, type Entry } from '../../../server/runs/ingest';
import { randomUUID } from 'node:crypto';
import { stageChunks } from '../../../server/content/chunks';
import { createRun, finishRun, startRun } from '../../../server/runs/runs';
import { STATEMENT_CHARS } from '../../../server/content/statements';
import { chunkText } from '../../../server/content/chunking';
import { createApiKey, createPushSource, pushClient } from './pushClient';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

// A run parses documents ahead of the one it writes and writes whatever is parsed together: what it
// stores must still be each document's own text, in the order sent, exactly once.
describe('push runs with read-ahead and grouped writes', () => {
  const world = apiWorld('Read-ahead project');
  let push: ReturnType<typeof pushClient>;
  let key: string;
  let sourceId: string;

  beforeAll(async () => {
    push = pushClient(world.platform.url);
    key = await createApiKey(world.alice, world.projectId);
    sourceId = await createPushSource(world.alice, world.projectId);
  });

  const text = (i: number, word: string) =>
    `# Note ${i}\n\nThe ${word}${i} paragraph belongs to note ${i} only.\n\n## More\n\n${`Filler of note ${i}. `.repeat(80)}`;

  async function stored() {
    const { rows } = await world.platform.ctx.db.query<{ external_id: string; content: string; chunks: string[] }>(
      `select d.external_id, d.content,
              coalesce(array_agg(k.content order by k.position) filter (where k.id is not null), '{}') as chunks
         from public.documents d left join public.document_chunks k on k.document_id = d.id
        where d.source_id = $1 group by d.id`,
      [sourceId],
    );
    return new Map(rows.map((row) => [row.external_id, row]));
  }

  it('stores every document with its own text and chunks, and logs failures in the order sent', async () => {
    const pdf = fixture('travel-policy.pdf').toString('base64');
    const documents = Array.from({ length: 40 }, (_, i) => {
      if (i % 10 === 3)
        return { id: `broken-${i}.pdf`, contentBase64: Buffer.from(`not a pdf ${i}`).toString('base64') };
      if (i % 10 === 6) return { id: `policy-${i}.pdf`, contentBase64: pdf };
      return { id: `notes/${i}.md`, content: text(i, 'walrus') };
    });
    const reply = dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202);
    expect(reply).toMatchObject({ accepted: 40, unchanged: 0, rejected: [] });

    const docs = await stored();
    expect(docs.size).toBe(40);
    for (let i = 0; i < 40; i++) {
      if (i % 10 === 3 || i % 10 === 6) continue;
      const doc = docs.get(`notes/${i}.md`)!;
      expect(doc.content).toContain(`walrus${i} paragraph belongs to note ${i} only`);
      expect(doc.chunks.length).toBeGreaterThan(1);
      expect(doc.chunks.every((chunk) => !/note (\d+)/.exec(chunk) || chunk.includes(`note ${i}`))).toBe(true);
    }
    expect(docs.get('policy-6.pdf')!.content).toContain('quokka');

    const { data: logs } = await world.alice.client
      .from('source_logs')
      .select('severity, message')
      .eq('run_id', reply.runId)
      .eq('severity', 'ERROR')
      .order('created_at');
    expect((logs ?? []).map((line) => line.message.split(':')[0])).toEqual([
      'broken-3.pdf',
      'broken-13.pdf',
      'broken-23.pdf',
      'broken-33.pdf',
    ]);
    const { data: runs } = await world.alice.client
      .from('indexing_runs')
      .select('documents_added, documents_updated, documents_failed, status')
      .eq('id', reply.runId);
    expect(runs).toEqual([{ documents_added: 40, documents_updated: 0, documents_failed: 4, status: 'SUCCEEDED' }]);
  });

  it('is idempotent across pushes: the same batch is unchanged, changed documents alone are replaced', async () => {
    const documents = Array.from({ length: 30 }, (_, i) => ({ id: `again/${i}.md`, content: text(i, 'otter') }));
    expect(dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202)).toMatchObject({
      accepted: 30,
      unchanged: 0,
    });
    expect(dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202)).toMatchObject({
      accepted: 0,
      unchanged: 30,
    });
    const changed = documents.map((doc, i) => (i % 10 === 0 ? { ...doc, content: text(i, 'heron') } : doc));
    const third = dataOf(await push.json(world.projectId, sourceId, key, { documents: changed }), 202);
    expect(third).toMatchObject({ accepted: 3, unchanged: 27, rejected: [] });

    const docs = await stored();
    for (let i = 0; i < 30; i++) {
      const doc = docs.get(`again/${i}.md`)!;
      const word = i % 10 === 0 ? 'heron' : 'otter';
      expect(doc.content).toContain(`${word}${i} paragraph`);
      expect(doc.chunks.join('\n')).toContain(`${word}${i} paragraph`);
      if (i % 10 === 0) expect(doc.chunks.join('\n')).not.toContain('otter');
    }
    const { data: runs } = await world.alice.client
      .from('indexing_runs')
      .select('documents_added, documents_updated')
      .eq('id', third.runId);
    expect(runs).toEqual([{ documents_added: 0, documents_updated: 3 }]);
  });

  it('writes a document again when a stopped run left it without all its chunks, even with the same bytes', async () => {
    const documents = [0, 1].map((i) => ({ id: `partial/${i}.md`, content: text(i, 'puffin') }));
    dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202);
    // What a run stopped between a document's row and its last chunk leaves behind.
    await world.platform.ctx.db.query(
      `delete from public.document_chunks where position > 0 and document_id =
         (select id from public.documents where source_id = $1 and external_id = 'partial/1.md')`,
      [sourceId],
    );
    const again = dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202);
    expect(again).toMatchObject({ accepted: 1, unchanged: 1 });
    const doc = (await stored()).get('partial/1.md')!;
    expect(doc.chunks.length).toBeGreaterThan(1);
    expect(doc.chunks.join('\n')).toContain('puffin1 paragraph');
  });

  it('gives the event loop a turn between the statements of a large write, and other requests the database', async () => {
    const { rows } = await world.platform.ctx.db.query<{
      id: string;
      owner_id: string;
      project_id: string;
      custom: null;
    }>('select id, owner_id, project_id, custom from public.sources where id = $1', [sourceId]);
    const body = 'Long paragraph of a large document. '.repeat(Math.ceil(STATEMENT_CHARS / 12));
    const entries: Entry[] = [0, 1, 2].map((i) => {
      const content = `${body} large${i}`;
      return {
        original: {
          externalId: `large-${i}.txt`,
          title: `large-${i}.txt`,
          contentType: 'text/plain',
          bytes: new TextEncoder().encode(content),
          url: null,
          metadata: {},
          fileName: null,
        },
        prepared: {
          status: 'INDEXED',
          error: null,
          text: content,
          chunks: chunkText(content),
          hash: `hash-${i}`,
          truncated: false,
        },
      };
    });
    const { ctx } = world.platform;
    // Staged chunks belong to an active run (those of ended runs are dropped).
    const runId = await ctx.asService(
      async (tx) => (await startRun(tx, (await createRun(tx, rows[0], 'update', 'manual')).id))!.id,
    );
    const batched = entries.map((entry) => ({ ...entry, batch: randomUUID() }));
    // The chunks are staged in one short transaction per statement: a request that needs the database is
    // answered between two of them, not after the whole write.
    const order: string[] = [];
    const staged = stageChunks(
      ctx.asService.bind(ctx),
      runId,
      batched.map((entry) => ({ batch: entry.batch, chunks: entry.prepared.chunks })),
    ).then(() => order.push('content'));
    await new Promise((resolve) => setImmediate(resolve));
    const other = ctx.db.query('select 1').then(() => order.push('request'));
    await Promise.all([staged, other]);
    expect(order).toEqual(['request', 'content']);

    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // Without the pauses, the embedded database would hold the thread for the whole write: no turn at all.
    const before = turns;
    try {
      await ctx.asService((tx) => storeDocuments(tx, rows[0], runId, batched, false));
    } finally {
      ticking = false;
      await ctx.asService((tx) => finishRun(tx, runId, 'SUCCEEDED'));
    }
    expect(turns - before).toBeGreaterThanOrEqual(3);
    // Each document is written with all its staged chunks.
    const docs = await stored();
    for (const entry of entries) {
      expect(docs.get(entry.original.externalId)!.chunks).toHaveLength(entry.prepared.chunks.length);
    }
  });
});
