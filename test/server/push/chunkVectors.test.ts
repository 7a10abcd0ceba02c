import { describe, expect, it, beforeAll } from 'vitest';
import { apiWorld } from '../api/world';
import { dataOf } from '../api/apiClient';
import { withVectors } from '../../../server/content/chunkVectors';
import type { Chunk } from '../../../server/content/chunking';
import { createApiKey, createPushSource, pushClient } from './pushClient';

// On PGlite the extraction worker computes each chunk's full-text vector and the database stores it as
// given; it must be exactly what the chunks' trigger computes from the row and its document. That vector,
// for a chunk row k of its document d:
const TRIGGER_VECTOR =
  "private.document_chunk_vector(d.title, coalesce(d.external_id, ''), k.heading, k.content)::text";

const TRICKY = [
  {
    id: 'handbook/benefits_2026.md',
    title: 'Benefits & perks — 2026',
    content:
      '# Dental plans\n\nRunning, ran and runs are stemmed; URLs like https://example.com/a/b?x=1 and ' +
      'e-mail jane.doe@example.com, versions 1.2.3, hyphenated well-known terms, café naïve façade.\n\n' +
      '## Ünïcödé heading\n\n' +
      `${'Überweisungen und Straße. '.repeat(60)}`,
  },
  {
    id: 'code/snippet.txt',
    title: 'snippet.txt',
    content: `const x = a->b; /* comment */ SELECT * FROM t WHERE id = 'x'; <script>alert(1)</script>\n${'word '.repeat(400)}`,
  },
];

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('chunk vectors computed by the extraction worker', () => {
  const world = apiWorld('Chunk vectors');
  let key: string;
  let sourceId: string;

  beforeAll(async () => {
    key = await createApiKey(world.alice, world.projectId);
    sourceId = await createPushSource(world.alice, world.projectId);
  });

  // PostgreSQL computes them itself (its own Postgres version may stem differently from PGlite's).
  it.skipIf(onPostgres)(
    'gives each chunk the vector the trigger would, for the same title, path, heading and text',
    async () => {
      const chunks: Chunk[] = [
        { position: 0, heading: null, content: TRICKY[0].content, token_count: 1 },
        { position: 1, heading: 'Ünïcödé heading', content: TRICKY[1].content, token_count: 1 },
        { position: 2, heading: '', content: 'the and of', token_count: 1 },
      ];
      const computed = await withVectors({ title: TRICKY[0].title, path: TRICKY[0].id }, chunks);
      const { rows } = await world.platform.ctx.db.query<{ fts: string }>(
        `select ${TRIGGER_VECTOR} as fts
         from (select $1::text as title, $2::text as external_id) d,
              unnest($3::text[], $4::text[]) with ordinality as k(heading, content, n)
        order by k.n`,
        [TRICKY[0].title, TRICKY[0].id, chunks.map((c) => c.heading), chunks.map((c) => c.content)],
      );
      expect(computed.map((chunk) => chunk.fts)).toEqual(rows.map((row) => row.fts));
      expect(computed[0].fts).toMatch(/'benefit':\d+A/);
    },
  );

  it("asks the worker for vectors on PGlite only, and stores pushed chunks with the trigger's vectors", async () => {
    const parsed = await world.platform.ctx.extractor.parse(
      new TextEncoder().encode(TRICKY[0].content),
      'text/markdown',
      { title: TRICKY[0].title, path: TRICKY[0].id },
    );
    if (!parsed.ok) throw new Error(`the worker could not parse the document: ${JSON.stringify(parsed)}`);
    expect(parsed.chunks.length).toBeGreaterThan(0);
    expect(parsed.chunks.map((chunk) => typeof chunk.fts)).toEqual(
      parsed.chunks.map(() => (onPostgres ? 'undefined' : 'string')),
    );

    const push = pushClient(world.platform.url);
    const documents = TRICKY.map(({ id, title, content }) => ({ id, title, content }));
    dataOf(await push.json(world.projectId, sourceId, key, { documents }), 202);
    const { rows } = await world.platform.ctx.db.query<{ same: boolean; n: number }>(
      `select bool_and(k.fts::text = ${TRIGGER_VECTOR}) as same, count(*)::int as n
         from public.document_chunks k join public.documents d on d.id = k.document_id
        where d.source_id = $1`,
      [sourceId],
    );
    expect(rows[0]).toEqual({ same: true, n: expect.any(Number) });
    expect(rows[0].n).toBeGreaterThan(2);
    const found = await world.platform.ctx.db.query(
      `select 1 from public.document_chunks k where k.source_id = $1 and k.fts @@ plainto_tsquery('english', 'benefits')`,
      [sourceId],
    );
    expect(found.rows.length).toBeGreaterThan(0);
  });
});
