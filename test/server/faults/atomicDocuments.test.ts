import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import { apiUser, dataOf, eventually } from '../api/apiClient';
import { createApiKey, createPushSource, pushClient } from '../push/pushClient';
import { keptData } from './platformProcess';

// A platform process killed outright in the middle of a push, then started again on the same data: no
// document may be INDEXED without all its chunks, and the cut push must not keep its source busy.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('a platform killed in the middle of a push', () => {
  let data: Awaited<ReturnType<typeof keptData>>;
  let projectId: string;
  let sourceId: string;
  let key: string;

  beforeAll(async () => {
    data = await keptData();
    const platform = await data.open();
    try {
      const alice = await apiUser(platform, 'Alice');
      projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Crash' }), 201).id;
      key = await createApiKey(alice, projectId);
      sourceId = await createPushSource(alice, projectId);
    } finally {
      await platform.close();
    }
  }, 120_000);
  afterAll(() => data?.remove());

  const paragraph = (i: number) => `Paragraph ${i} of the long handbook speaks of the albatross ${i}.`;
  const documents = [
    { id: 'handbook.txt', content: Array.from({ length: 24_000 }, (_, i) => paragraph(i)).join('\n\n') },
    ...Array.from({ length: 30 }, (_, i) => ({ id: `notes/${i}.md`, content: `# Note ${i}\n\nThe heron ${i}.` })),
    // Long enough to be still under way when the process is killed.
    { id: 'appendix.txt', content: Array.from({ length: 24_000 }, (_, i) => `Appendix ${paragraph(i)}`).join('\n\n') },
  ];

  const storedDocuments = (platform: Platform) =>
    platform.ctx.db
      .query<{ external_id: string; status: string; error: string | null; expected: number; chunks: number }>(
        `select d.external_id, d.status, d.error, coalesce((d.metadata ->> 'chunks')::int, 0) as expected,
                (select count(*)::int from public.document_chunks c where c.document_id = d.id) as chunks
           from public.documents d where d.source_id = $1`,
        [sourceId],
      )
      .then((result) => result.rows);

  it('repairs at start: no indexed document lacks a chunk, the cut run failed, a new push is answered', async () => {
    const child = await data.child();
    try {
      const push = pushClient(child.url);
      const cut = push.json(projectId, sourceId, key, { documents }).catch(() => null);
      // Killed as soon as the long document shows: its chunks are still being written on today's platform.
      await eventually(async () => (await push.get(projectId, sourceId, key, 'handbook.txt')).status === 200, 60_000);
      await child.kill();
      await cut;
    } finally {
      await child.kill();
    }

    const platform = await data.open();
    try {
      const runs = () =>
        platform.ctx.db
          .query<{ status: string; error: string | null }>(
            'select status, error from public.indexing_runs where source_id = $1',
            [sourceId],
          )
          .then((result) => result.rows);
      // A single embedded database is this process's alone: what was running is over at start. On PostgreSQL
      // other instances may hold work, so the dead process's lease has to expire first.
      if (onPostgres) await eventually(async () => (await runs()).every((run) => run.status === 'FAILED'));
      expect(await runs()).toEqual([
        { status: 'FAILED', error: 'The platform stopped during this push; push the documents again' },
      ]);
      for (const doc of await storedDocuments(platform)) {
        if (doc.status === 'INDEXED') {
          expect(doc.chunks, doc.external_id).toBe(doc.expected);
          expect(doc.chunks, doc.external_id).toBeGreaterThan(0);
        } else expect(doc.error, doc.external_id).toBeTruthy();
      }
      const source = await platform.ctx.db.query<{ status: string }>(
        'select status from public.sources where id = $1',
        [sourceId],
      );
      expect(source.rows[0].status).toBe('IDLE');

      // Pushed again, everything is indexed whole; only what the cut push completed is unchanged.
      const again = dataOf(await pushClient(platform.url).json(projectId, sourceId, key, { documents }), 202);
      expect(again.rejected).toEqual([]);
      const after = await storedDocuments(platform);
      expect(after).toHaveLength(documents.length);
      for (const doc of after) {
        expect(doc.status, doc.external_id).toBe('INDEXED');
        expect(doc.chunks, doc.external_id).toBe(doc.expected);
      }
      const tail = await platform.ctx.db.query(
        `select 1 from public.document_chunks c join public.documents d on d.id = c.document_id
          where d.source_id = $1 and d.external_id = 'handbook.txt' and c.content like '%albatross 23999.%'`,
        [sourceId],
      );
      expect(tail.rows).toHaveLength(1);
    } finally {
      await platform.close();
    }
  }, 120_000);

  it('fails at start a document an earlier version left indexed without all its chunks', async () => {
    const first = await data.open();
    try {
      const legacy = [{ id: 'legacy.md', content: `# Legacy\n\n${'The old platform wrote this. '.repeat(200)}` }];
      dataOf(await pushClient(first.url).json(projectId, sourceId, key, { documents: legacy }), 202);
      // What a platform that wrote chunks after their document left when it stopped in between.
      await first.ctx.db.query(
        `delete from public.document_chunks where position > 0 and document_id =
           (select id from public.documents where source_id = $1 and external_id = 'legacy.md')`,
        [sourceId],
      );
    } finally {
      await first.close();
    }
    const platform = await data.open();
    try {
      const legacy = (await storedDocuments(platform)).find((doc) => doc.external_id === 'legacy.md');
      expect(legacy).toMatchObject({
        status: 'FAILED',
        error: 'Indexing stopped before all of this document’s chunks were written; push it again or run Update',
        chunks: 0,
      });
      const { rows } = await platform.ctx.db.query<{ documents_count: number }>(
        'select documents_count from public.sources where id = $1',
        [sourceId],
      );
      // The documents of the first test are indexed; the legacy one no longer counts.
      expect(rows[0].documents_count).toBe(documents.length);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
