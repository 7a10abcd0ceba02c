import { readFileSync } from 'node:fs';
import { describe, expect, it, beforeAll } from 'vitest';
import { apiWorld } from '../api/world';
import { dataOf, expectError } from '../api/apiClient';
import { createApiKey, createPushSource, pushClient } from './pushClient';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

describe('push API', () => {
  const world = apiWorld('Push project');
  let push: ReturnType<typeof pushClient>;
  let key: string;
  let sourceId: string;

  beforeAll(async () => {
    push = pushClient(world.platform.url);
    key = await createApiKey(world.alice, world.projectId);
    sourceId = await createPushSource(world.alice, world.projectId);
  });

  const doc = (id: string, content: string, extra: Record<string, unknown> = {}) => ({ id, content, ...extra });

  async function documentsOf(source = sourceId) {
    const { data, error } = await world.alice.client
      .from('documents')
      .select('id, external_id, title, status, error, content, mime_type, run_id')
      .eq('source_id', source);
    expect(error).toBeNull();
    return data ?? [];
  }

  async function chunksOf(documentId: string) {
    const { data } = await world.alice.client
      .from('document_chunks')
      .select('position, content, heading, token_count')
      .eq('document_id', documentId)
      .order('position');
    return data ?? [];
  }

  it('refuses a missing key, a wrong key, a dashboard session and another project’s key with 401', async () => {
    const body = { documents: [doc('a.txt', 'hello')] };
    expectError(await push.json(world.projectId, sourceId, null, body), 401, 'MISSING_API_KEY');
    expectError(await push.json(world.projectId, sourceId, 'pk_wrong', body), 401, 'INVALID_API_KEY');
    const session = await fetch(push.base(world.projectId, sourceId), {
      method: 'POST',
      headers: { authorization: `Bearer ${world.alice.session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(session.status).toBe(401);
    const other = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Other' }), 201).id;
    const otherKey = await createApiKey(world.alice, other);
    expectError(await push.json(world.projectId, sourceId, otherKey, body), 401, 'INVALID_API_KEY');
    expect(await documentsOf()).toEqual([]);
  });

  it("answers 404 for another project's or another user's source and 409 for a source of another type", async () => {
    const body = { documents: [doc('a.txt', 'hello')] };
    const other = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Other 2' }), 201).id;
    const otherSource = await createPushSource(world.alice, other);
    expectError(await push.json(world.projectId, otherSource, key, body), 404, 'NOT_FOUND');
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Bob' }), 201).id;
    const bobSource = await createPushSource(world.bob, bobProject);
    expectError(await push.json(world.projectId, bobSource, key, body), 404, 'NOT_FOUND');
    expectError(await push.json(world.projectId, 'not-a-uuid', key, body), 404, 'NOT_FOUND');
    const local = await createPushSource(world.alice, world.projectId, 'local');
    expectError(await push.json(world.projectId, local, key, body), 409, 'NOT_A_PUSH_SOURCE');
  });

  it('indexes text, Markdown, HTML and JSON with chunks, as one run with trigger push', async () => {
    const markdown =
      '# Benefits\n\nEvery employee gets a dental plan.\n\n## Leave\n\nTwenty-five days of paid leave a year.';
    const reply = await push.json(world.projectId, sourceId, key, {
      documents: [
        doc('handbook/benefits.md', markdown, { title: 'Benefits', url: 'https://intranet.example/benefits' }),
        doc('notes.txt', 'Plain text about the aardvark migration.'),
        doc(
          'page.html',
          '<html><head><script>stealCookies()</script><style>p{}</style></head><body><h1>Status</h1><p>All systems nominal.</p></body></html>',
        ),
        doc('config.json', JSON.stringify({ service: { name: 'billing', owner: 'platform team' } })),
      ],
    });
    const data = dataOf(reply, 202);
    expect(data).toMatchObject({ accepted: 4, unchanged: 0, rejected: [] });
    const docs = await documentsOf();
    expect(docs.map((d) => [d.external_id, d.status, d.mime_type]).sort()).toEqual([
      ['config.json', 'INDEXED', 'application/json'],
      ['handbook/benefits.md', 'INDEXED', 'text/markdown'],
      ['notes.txt', 'INDEXED', 'text/plain'],
      ['page.html', 'INDEXED', 'text/html'],
    ]);
    const html = docs.find((d) => d.external_id === 'page.html')!;
    expect(html.content).toContain('All systems nominal.');
    expect(html.content).not.toContain('stealCookies');
    expect(html.content).not.toContain('p{}');
    expect(docs.find((d) => d.external_id === 'config.json')!.content).toContain('service.owner: platform team');
    const benefits = docs.find((d) => d.external_id === 'handbook/benefits.md')!;
    const chunks = await chunksOf(benefits.id);
    expect(chunks.map((c) => c.heading)).toEqual(['Benefits', 'Benefits › Leave']);
    expect(chunks[1].content).toBe('Twenty-five days of paid leave a year.');
    const { data: runs } = await world.alice.client
      .from('indexing_runs')
      .select('id, kind, trigger, status, documents_added')
      .eq('id', data.runId);
    expect(runs).toEqual([
      { id: data.runId, kind: 'update', trigger: 'push', status: 'SUCCEEDED', documents_added: 4 },
    ]);
    expect(docs.every((d) => d.run_id === data.runId)).toBe(true);
  });

  it('finds a file by the parts of its path and by its words, ranked through the chunks’ vectors', async () => {
    const ranked = async (query: string) =>
      (
        await world.platform.ctx.db.query<{ external_id: string }>(
          `select d.external_id from public.document_chunks c join public.documents d on d.id = c.document_id
            where c.source_id = $1 and c.fts @@ websearch_to_tsquery('english', $2)
            order by ts_rank(c.fts, websearch_to_tsquery('english', $2)) desc`,
          [sourceId, query],
        )
      ).rows.map((r) => r.external_id);
    expect(await ranked('benefits')).toContain('handbook/benefits.md');
    expect(await ranked('handbook')).toContain('handbook/benefits.md');
    expect(await ranked('dental')).toEqual(['handbook/benefits.md']);
    expect(await ranked('aardvark')).toEqual(['notes.txt']);
    const listed = dataOf(
      await world.alice.call<{ documents: { metadata: { path?: string } }[] }>(
        'GET',
        `/projects/${world.projectId}/documents?search=benefits`,
      ),
    );
    expect(listed.documents.map((d) => d.metadata.path)).toContain('handbook/benefits.md');
  });

  it('extracts PDF and DOCX sent as files and as base64', async () => {
    const form = new FormData();
    form.append('file', new Blob([fixture('travel-policy.pdf')], { type: 'application/pdf' }), 'travel-policy.pdf');
    form.append('file', new Blob([fixture('onboarding.docx')]), 'onboarding.docx');
    const files = dataOf(await push.files(world.projectId, sourceId, key, form), 202);
    expect(files).toMatchObject({ accepted: 2, rejected: [] });
    const base64 = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [
          {
            id: 'policies/travel',
            contentBase64: fixture('travel-policy.pdf').toString('base64'),
            contentType: 'application/pdf',
          },
        ],
      }),
      202,
    );
    expect(base64.accepted).toBe(1);
    const docs = await documentsOf();
    const pdf = docs.find((d) => d.external_id === 'travel-policy.pdf')!;
    expect(pdf).toMatchObject({ status: 'INDEXED', title: 'travel-policy.pdf', mime_type: 'application/pdf' });
    expect(pdf.content).toContain('The quokka fund covers one conference per year.');
    expect(docs.find((d) => d.external_id === 'policies/travel')!.content).toContain('quokka');
    expect(docs.find((d) => d.external_id === 'onboarding.docx')!.content).toContain('narwhal buddy');
  });

  it('keeps what cannot be parsed as FAILED and what is too large as SKIPPED, with reasons', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a').toString('base64');
    const reply = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [
          { id: 'broken.pdf', contentBase64: Buffer.from('not a pdf at all').toString('base64') },
          { id: 'broken.docx', contentBase64: Buffer.from('not a zip').toString('base64') },
          doc('broken.json', '{"unterminated": '),
          { id: 'huge.txt', contentBase64: big },
        ],
      }),
      202,
    );
    expect(reply).toMatchObject({ accepted: 4, rejected: [] });
    const docs = await documentsOf();
    const byId = Object.fromEntries(docs.map((d) => [d.external_id, d]));
    expect(byId['broken.pdf']).toMatchObject({ status: 'FAILED' });
    expect(byId['broken.pdf'].error).toMatch(/^Failed to parse: Not a readable PDF file/);
    expect(byId['broken.docx'].error).toMatch(/^Failed to parse: Not a readable DOCX file/);
    expect(byId['broken.json'].error).toMatch(/^Failed to parse: Invalid JSON/);
    expect(byId['huge.txt']).toMatchObject({ status: 'SKIPPED' });
    expect(byId['huge.txt'].error).toBe('Skipped: 11.0 MB exceeds the 10.0 MB limit per document');
    expect(await chunksOf(byId['broken.pdf'].id)).toEqual([]);
    const { data: run } = await world.alice.client
      .from('indexing_runs')
      .select('documents_failed')
      .eq('id', reply.runId)
      .single();
    expect(run?.documents_failed).toBe(3);
  });

  it('is idempotent by id: same content unchanged, new content replaces the document and its chunks', async () => {
    const first = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [doc('faq.md', '# FAQ\n\nOld answer about llamas.')],
      }),
      202,
    );
    expect(first).toMatchObject({ accepted: 1, unchanged: 0 });
    const [before] = (await documentsOf()).filter((d) => d.external_id === 'faq.md');
    const again = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [doc('faq.md', '# FAQ\n\nOld answer about llamas.')],
      }),
      202,
    );
    expect(again).toMatchObject({ accepted: 0, unchanged: 1 });
    const changed = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [doc('faq.md', '# FAQ\n\nNew answer about alpacas.')],
      }),
      202,
    );
    expect(changed).toMatchObject({ accepted: 1, unchanged: 0 });
    const after = (await documentsOf()).filter((d) => d.external_id === 'faq.md');
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    expect(after[0].content).toContain('alpacas');
    const chunks = await chunksOf(before.id);
    expect(chunks.map((c) => c.content)).toEqual(['New answer about alpacas.']);
    const { data: run } = await world.alice.client
      .from('indexing_runs')
      .select('documents_updated')
      .eq('id', changed.runId)
      .single();
    expect(run?.documents_updated).toBe(1);
  });

  it('gets a document by the pusher id with its chunk count, and deletes it with its chunks', async () => {
    const got = dataOf(await push.get(world.projectId, sourceId, key, 'handbook/benefits.md'));
    expect(got).toMatchObject({ external_id: 'handbook/benefits.md', status: 'INDEXED', chunk_count: 2 });
    expectError(await push.get(world.projectId, sourceId, key, 'nope.md'), 404, 'NOT_FOUND');
    expectError(await push.get(world.projectId, sourceId, 'pk_wrong', 'handbook/benefits.md'), 401, 'INVALID_API_KEY');
    const documentId = String(got.id);
    expect(dataOf(await push.remove(world.projectId, sourceId, key, 'handbook/benefits.md'))).toEqual({
      id: 'handbook/benefits.md',
    });
    expect((await documentsOf()).some((d) => d.external_id === 'handbook/benefits.md')).toBe(false);
    const { rows } = await world.platform.ctx.db.query('select 1 from public.document_chunks where document_id = $1', [
      documentId,
    ]);
    expect(rows).toEqual([]);
    expectError(await push.remove(world.projectId, sourceId, key, 'handbook/benefits.md'), 404, 'NOT_FOUND');
  });

  it('names each bad document in rejected[] and still indexes the rest; bad envelopes are 400, never 500', async () => {
    const reply = dataOf(
      await push.json(world.projectId, sourceId, key, {
        documents: [
          doc('ok-1.txt', 'fine'),
          { content: 'no id' },
          { id: 'both.txt', content: 'x', contentBase64: 'eA==' },
          { id: 'blob', contentBase64: 'eA==' },
          { id: 'image.png', content: 'x', contentType: 'image/png' },
          { id: 'pdf-as-text.pdf', content: 'x' },
          doc('ok-1.txt', 'duplicate'),
          { id: 'bad-url.txt', content: 'x', url: 'javascript:alert(1)' },
          'not an object',
        ],
      }),
      202,
    );
    expect(reply.accepted).toBe(1);
    expect(reply.rejected.map((r) => [r.id, r.errorCode])).toEqual([
      ['', 'INVALID_DOCUMENT'],
      ['both.txt', 'INVALID_DOCUMENT'],
      ['blob', 'UNSUPPORTED_CONTENT_TYPE'],
      ['image.png', 'UNSUPPORTED_CONTENT_TYPE'],
      ['pdf-as-text.pdf', 'INVALID_DOCUMENT'],
      ['ok-1.txt', 'DUPLICATE_ID'],
      ['bad-url.txt', 'INVALID_DOCUMENT'],
      ['', 'INVALID_DOCUMENT'],
    ]);
    for (const r of reply.rejected) expect(r.error.length).toBeGreaterThan(5);
    expectError(await push.json(world.projectId, sourceId, key, '{"documents": ['), 400, 'INVALID_JSON');
    expectError(await push.json(world.projectId, sourceId, key, { documents: [] }), 400, 'BATCH_TOO_LARGE');
    const tooMany = Array.from({ length: 101 }, (_, i) => doc(`n${i}.txt`, 'x'));
    expectError(await push.json(world.projectId, sourceId, key, { documents: tooMany }), 400, 'BATCH_TOO_LARGE');
    expectError(await push.json(world.projectId, sourceId, key, { nope: 1 }), 400, 'INVALID_BODY');
    const text = await fetch(push.base(world.projectId, sourceId), {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
  });

  it('bounds the body: files up to the push limit pass, a larger body is 413', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 'b')]), 'three-mb.txt');
    expect((await push.files(world.projectId, sourceId, key, form)).status).toBe(202);
    const huge = new FormData();
    huge.append('file', new Blob([Buffer.alloc(51 * 1024 * 1024, 'c')]), 'too-big.txt');
    const reply = await push.files(world.projectId, sourceId, key, huge).catch(() => null);
    if (reply) expectError(reply, 413, 'PAYLOAD_TOO_LARGE');
    expect((await documentsOf()).some((d) => d.external_id === 'too-big.txt')).toBe(false);
  });

  it('keeps chunks private: Bob reads none over REST, and his GraphQL key sees no document of Alice', async () => {
    const { data, error } = await world.bob.client.from('document_chunks').select('id, content');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { count } = await world.alice.client.from('document_chunks').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(3);
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Bob GQL' }), 201).id;
    const bobKey = await createApiKey(world.bob, bobProject);
    const gql = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
      method: 'POST',
      headers: { 'x-api-key': bobKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(gql.status).toBe(401);
  });

  it('Initialize and Rebuild re-process the pushed originals and invent nothing', async () => {
    const before = (await documentsOf()).map((d) => d.external_id).sort();
    await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${sourceId}/set-entry-point/push`, {
      name: 'ingest',
    });
    for (const kind of ['init', 'rebuild'] as const) {
      dataOf(await world.alice.call('POST', `/projects/${world.projectId}/sources/${sourceId}/indexing/${kind}`));
      await expect
        .poll(
          async () => {
            const { data } = await world.alice.client
              .from('indexing_runs')
              .select('status')
              .eq('source_id', sourceId)
              .eq('kind', kind);
            return data?.[0]?.status;
          },
          { timeout: 40_000 },
        )
        .toBe('SUCCEEDED');
      expect((await documentsOf()).map((d) => d.external_id).sort()).toEqual(before);
    }
    const pdf = (await documentsOf()).find((d) => d.external_id === 'travel-policy.pdf')!;
    expect(pdf.content).toContain('quokka');
    expect((await chunksOf(pdf.id)).length).toBeGreaterThan(0);
  }, 60_000); // Re-parses the 3 MB file above twice, whole.
});
