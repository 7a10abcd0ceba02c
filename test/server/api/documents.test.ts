import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../server/runs/sourceWrites';
import { dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Documents');

interface Page {
  documents: { id: string; title: string; status: string; excerpt: string; error: string | null }[];
  nextCursor: string | null;
}

const list = (query: Record<string, string>, user = world.alice) =>
  user.call<Page>('GET', `/projects/${world.projectId}/documents?${new URLSearchParams(query).toString()}`);

async function pushSource() {
  const id = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
    201,
  ).id;
  const { rows } = await world.platform.ctx.db.query<{ id: string; owner_id: string; project_id: string }>(
    'select id, owner_id, project_id from public.sources where id = $1',
    [id],
  );
  return rows[0];
}

const doc = (title: string, content = `${title} body`) => ({
  title,
  content,
  url: 'https://example.com',
  mime_type: 'text/plain',
  metadata: {},
});

async function allPages(query: Record<string, string>) {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page: Page = dataOf(await list({ ...query, ...(after ? { after } : {}) }));
    ids.push(...page.documents.map((d) => d.id));
    after = page.nextCursor;
  } while (after);
  return ids;
}

describe('GET /projects/:projectId/documents', () => {
  it('pages newest first without skips or repeats while documents are added', async () => {
    const source = await pushSource();
    await world.platform.ctx.asService((tx) =>
      insertDocuments(
        tx,
        source,
        Array.from({ length: 120 }, (_, i) => doc(`Paged ${i}`)),
      ),
    );
    const first = dataOf(await list({ sourceId: source.id }));
    expect(first.documents).toHaveLength(50);
    // Documents arriving mid-way go before the first page and never shift the later ones.
    await world.platform.ctx.asService((tx) =>
      insertDocuments(
        tx,
        source,
        Array.from({ length: 30 }, (_, i) => doc(`Late ${i}`)),
      ),
    );
    const rest: string[] = [];
    let after = first.nextCursor;
    while (after) {
      const page = dataOf(await list({ sourceId: source.id, after }));
      rest.push(...page.documents.map((d) => d.id));
      after = page.nextCursor;
    }
    const seen = [...first.documents.map((d) => d.id), ...rest];
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect((await allPages({ sourceId: source.id })).length).toBe(150);
  });

  it('ranks full-text matches (title before content) and pages through them', async () => {
    const source = await pushSource();
    await world.platform.ctx.asService((tx) =>
      insertDocuments(tx, source, [
        doc('Quarterly zeppelin review', 'Budget talk about the zeppelin fleet and zeppelin pilots'),
        doc('Unrelated notes', 'Mentions a zeppelin once'),
        doc('Nothing here', 'no match at all'),
        ...Array.from({ length: 60 }, (_, i) => doc(`Bulk ${i}`, 'zeppelins everywhere')),
      ]),
    );
    const page = dataOf(await list({ sourceId: source.id, search: 'zeppelin' }));
    expect(page.documents[0].title).toBe('Quarterly zeppelin review');
    expect(page.documents.map((d) => d.title)).not.toContain('Nothing here');
    const ids = await allPages({ sourceId: source.id, search: 'zeppelin' });
    expect(ids).toHaveLength(62);
    expect(new Set(ids).size).toBe(62);
    // Plain words find documents with any of them ("nothing" alone would find "Nothing here"): no word, no hit.
    expect(dataOf(await list({ sourceId: source.id, search: 'zzzz-qqqq' })).documents).toEqual([]);
  });

  it('filters by status and type, and shows failure reasons', async () => {
    const source = await pushSource();
    await world.platform.ctx.asService((tx) =>
      insertDocuments(tx, source, [
        doc('Fine'),
        { ...doc('Huge.mov'), status: 'SKIPPED', error: 'Skipped: too large', mime_type: 'video/quicktime' },
        { ...doc('Broken.json'), status: 'FAILED', error: 'Failed to parse: bad JSON' },
      ]),
    );
    const skipped = dataOf(await list({ sourceId: source.id, status: 'SKIPPED' })).documents;
    expect(skipped.map((d) => [d.title, d.error])).toEqual([['Huge.mov', 'Skipped: too large']]);
    expect(dataOf(await list({ sourceId: source.id, type: 'video/quicktime' })).documents).toHaveLength(1);
    expect(dataOf(await list({ sourceId: source.id, status: 'FAILED' })).documents[0].title).toBe('Broken.json');
  });

  it('refuses bad queries with 400 envelopes and hides other tenants’ documents', async () => {
    expectError(await list({ status: 'GONE' }), 400, 'INVALID_STATUS');
    expectError(await list({ sourceId: 'x' }), 400, 'INVALID_SOURCE_ID');
    expectError(await list({ after: 'garbage' }), 400, 'INVALID_AFTER');
    expectError(await list({ search: 'a'.repeat(201) }), 400, 'INVALID_SEARCH');
    expectError(await list({ bogus: '1' }), 400, 'INVALID_BOGUS');
    expectError(await list({}, world.bob), 404, 'NOT_FOUND');
    const { data } = await world.bob.client.from('documents').select('id');
    expect(data).toEqual([]);
  });
});
