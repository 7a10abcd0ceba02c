import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUser, dataOf, eventually } from '../api/apiClient';
import { createApiKey, createPushSource, pushClient } from '../push/pushClient';
import { keptData } from './platformProcess';

// A run whose platform process is killed half-way is taken over by the next instance on the same data at
// once, though the dead instance's lease has a day to run: it resumes where it was, writes each document
// once and counts each once.
const COUNT = 150;

describe('a run taken over after its platform was killed', () => {
  let data: Awaited<ReturnType<typeof keptData>>;
  let projectId: string;
  let sourceId: string;
  let token: string;

  beforeAll(async () => {
    data = await keptData();
    const platform = await data.open();
    try {
      const alice = await apiUser(platform, 'Alice');
      token = alice.session.access_token;
      projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Takeover' }), 201).id;
      const key = await createApiKey(alice, projectId);
      sourceId = await createPushSource(alice, projectId);
      await alice.call('PATCH', `/projects/${projectId}/sources/${sourceId}/set-entry-point/push`, { name: 'pages' });
      const documents = Array.from({ length: COUNT }, (_, i) => ({
        id: `pages/${i}.md`,
        content: `# Page ${i}\n\n${`Page ${i} tells of the kingfisher ${i}. `.repeat(80)}`,
      }));
      for (let i = 0; i < COUNT; i += 50) {
        const batch = { documents: documents.slice(i, i + 50) };
        dataOf(await pushClient(platform.url).json(projectId, sourceId, key, batch), 202);
      }
    } finally {
      await platform.close();
    }
  }, 120_000);
  afterAll(() => data?.remove());

  it('counts every document exactly once', async () => {
    const child = await data.child();
    try {
      const headers = { authorization: `Bearer ${token}`, apikey: 'sb_publishable_local_dev_key' };
      const sources = `${child.url}/api/projects/${projectId}/sources/${sourceId}`;
      expect((await fetch(`${sources}/indexing/init`, { method: 'POST', headers })).status).toBe(200);
      // Killed once part of the documents are written again and counted, and not all.
      await eventually(async () => {
        const response = await fetch(
          `${child.url}/rest/v1/indexing_runs?source_id=eq.${sourceId}&trigger=eq.manual&select=documents_updated`,
          { headers },
        );
        const [row] = (await response.json()) as { documents_updated: number }[];
        return row !== undefined && row.documents_updated > 0 && row.documents_updated < COUNT;
      }, 60_000);
      await child.kill();
    } finally {
      await child.kill();
    }
    const held = await data.query<{ holder: string }>(
      "update private.leases set expires_at = now() + interval '1 day' where name = $1 returning holder",
      [`source:${sourceId}`],
    );
    expect(held).toHaveLength(1);

    const platform = await data.open();
    try {
      const runs = () =>
        platform.ctx.db
          .query<{
            status: string;
            documents_added: number;
            documents_updated: number;
            documents_failed: number;
          }>(
            `select status, documents_added, documents_updated, documents_failed from public.indexing_runs
              where source_id = $1 and trigger = 'manual'`,
            [sourceId],
          )
          .then((result) => result.rows);
      await eventually(async () => (await runs())[0]?.status === 'SUCCEEDED', 60_000);
      expect(await runs()).toEqual([
        { status: 'SUCCEEDED', documents_added: 0, documents_updated: COUNT, documents_failed: 0 },
      ]);
      const { rows } = await platform.ctx.db.query<{ n: number; whole: number }>(
        `select count(*)::int as n,
                count(*) filter (where (d.metadata ->> 'chunks')::int
                  = (select count(*) from public.document_chunks c where c.document_id = d.id))::int as whole
           from public.documents d where d.source_id = $1 and d.status = 'INDEXED'`,
        [sourceId],
      );
      expect(rows[0]).toEqual({ n: COUNT, whole: COUNT });
      // The summary names what the first life wrote and the second did not write again.
      const { rows: summary } = await platform.ctx.db.query<{ message: string }>(
        "select message from public.source_logs where source_id = $1 and message like 'Re-processed%'",
        [sourceId],
      );
      expect(summary).toEqual([{ message: expect.stringMatching(/, \d+ written before the run was resumed$/) }]);
    } finally {
      await platform.close();
    }
  }, 180_000);
});
