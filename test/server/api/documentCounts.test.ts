import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../server/runs/sourceWrites';
import { dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Document counts');

const doc = (title: string, status: 'INDEXED' | 'SKIPPED' | 'FAILED') => ({
  title,
  content: `${title} body`,
  url: 'https://example.com',
  mime_type: 'text/plain',
  metadata: {},
  status,
  error: status === 'INDEXED' ? null : 'not indexed',
});

describe('GET /projects/:projectId/sources/:sourceId/document-counts', () => {
  it('counts every document of the source by status, the same total as GraphQL and the documents list', async () => {
    const created = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
      201,
    );
    const { rows } = await world.platform.ctx.db.query<{ id: string; owner_id: string; project_id: string }>(
      'select id, owner_id, project_id from public.sources where id = $1',
      [created.id],
    );
    await world.platform.ctx.asService((tx) =>
      insertDocuments(tx, rows[0], [
        doc('One', 'INDEXED'),
        doc('Two', 'INDEXED'),
        doc('Three', 'INDEXED'),
        doc('Big', 'SKIPPED'),
        doc('Broken', 'FAILED'),
      ]),
    );
    const path = `/projects/${world.projectId}/sources/${created.id}`;
    const counts = dataOf(await world.alice.call(`GET`, `${path}/document-counts`));
    expect(counts).toEqual({ total: 5, indexed: 3, skipped: 1, failed: 1 });

    const listed = dataOf(
      await world.alice.call<{ documents: unknown[] }>(
        'GET',
        `/projects/${world.projectId}/documents?sourceId=${created.id}`,
      ),
    );
    expect(listed.documents).toHaveLength(5);
    const reply = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.alice.session.access_token}` },
      body: JSON.stringify({
        query: 'query($s: ID) { documents(sourceId: $s) { totalCount } }',
        variables: { s: created.id },
      }),
    });
    const body = (await reply.json()) as { data?: { documents: { totalCount: number } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.documents.totalCount).toBe(5);

    // Another user's source is not found, as any other source path.
    expectError(await world.bob.call('GET', `${path}/document-counts`), 404, 'NOT_FOUND');
  });
});
