import { beforeAll, describe, expect, it } from 'vitest';
import type { SemanticStatus } from '../../../contract/search';
import { SEARCH_QUERY_MAX } from '../../../contract/search';
import { insertDocuments } from '../../../server/runs/sourceWrites';
import { apiUser, dataOf, expectError, type ApiUser } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { seedDocuments, type SeededSource } from './corpus';
import { pushSource, searchAs } from './searchCalls';

// Alice and Bob on Free (no semantic search); Carol, on Team, is made in beforeAll.
const world = apiWorld('Ranking', 'free');
let source: SeededSource;
let carol: ApiUser;

const search = (params: Record<string, string | number>, user = world.alice, projectId = world.projectId) =>
  searchAs(user, projectId, params);
const resultOf = async (params: Record<string, string | number>, user = world.alice, projectId = world.projectId) =>
  dataOf(await search(params, user, projectId));

/**
 * Many one-chunk documents through the indexer's own writer (each chunk's vector by the trigger), a few
 * hundred a transaction with a turn of the event loop in between, as runs give way: the platform's
 * timers (an idle keep-alive socket closing) run on time instead of racing the next request.
 */
async function bulkDocuments(target: SeededSource, docs: Array<{ title: string; content: string }>) {
  for (let i = 0; i < docs.length; i += 300) {
    await world.platform.ctx.asService((tx) =>
      insertDocuments(
        tx,
        target,
        docs.slice(i, i + 300).map((doc) => ({
          ...doc,
          url: `https://notes.example.com/${doc.title}`,
          mime_type: 'text/markdown',
          metadata: {},
        })),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  source = await pushSource(world.alice, world.projectId);
  await seedDocuments(world.platform, source, [
    {
      title: 'Release handbook',
      content:
        'Tagging a release starts with the changelog.\n\nThe release train leaves on Tuesdays.\n\nA release is rolled back from the dashboard.',
    },
    { title: 'Kitchen rota', content: 'Who cleans the kitchen, and when.' },
    { title: 'Laptop policy', content: 'Every laptop uses full-disk encryption and a screen lock.' },
  ]);
  carol = await apiUser(world.platform, 'Carol', 'team');
});

describe('order independence', () => {
  it('finds first a document written after more chunks holding each of its common words than any cap', async () => {
    const projectId = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Crowded' }), 201).id;
    const crowded = await pushSource(world.alice, projectId);
    // Each pair of the three words fills more chunks than one word's lookup used to read (1,000), all
    // written before the document with all three.
    const pairs = ['server cache', 'cache rotation', 'server rotation'];
    await bulkDocuments(
      crowded,
      pairs.flatMap((pair, p) =>
        Array.from({ length: 1100 }, (_, i) => ({
          title: `Note ${p}-${i}`,
          content: `Notes on ${pair} for node ${i}.`,
        })),
      ),
    );
    await bulkDocuments(crowded, [{ title: 'Nightly job', content: 'The server cache rotation runs nightly.' }]);
    const { hits, partial } = await resultOf({ q: 'server cache rotation', mode: 'keyword' }, world.alice, projectId);
    expect(hits[0].document.title).toBe('Nightly job');
    expect(partial).toBe(false);
    expect(hits[0].explanation.terms.map((t) => t.term).sort()).toEqual(['cach', 'rotat', 'server']);
  });
});

describe('documents, not chunks', () => {
  it('groups a document’s matching chunks behind its best one, with source name and type', async () => {
    const { hits } = await resultOf({ q: 'release', mode: 'keyword' });
    expect(hits.filter((hit) => hit.document.title === 'Release handbook')).toHaveLength(1);
    const [hit] = hits;
    expect(hit.document).toMatchObject({ title: 'Release handbook', source_id: source.id, source_type: 'push_api' });
    expect(typeof hit.document.source_name).toBe('string');
    expect(hit.moreChunks).toHaveLength(2);
    expect(hit.moreChunks.map((c) => c.id)).not.toContain(hit.chunk.id);
    expect(hit.moreChunks.every((c) => c.snippet.includes('\u0002release\u0003'))).toBe(true);
    expect(hit.explanation.keywordScore).toBeCloseTo(hit.score, 2);
    expect(hit.explanation.terms[0]).toMatchObject({ term: 'releas' });
    expect(hit.explanation.terms[0].weight).toBeGreaterThan(0);
  });

  it('returns raw chunks with group=chunk', async () => {
    const { hits } = await resultOf({ q: 'release', mode: 'keyword', group: 'chunk' });
    expect(hits.filter((hit) => hit.document.title === 'Release handbook')).toHaveLength(3);
    expect(hits.every((hit) => hit.moreChunks.length === 0)).toBe(true);
    expectError(await search({ q: 'release', group: 'page' }), 400, 'INVALID_GROUP');
  });

  it('carries the page a chunk starts on', async () => {
    const [doc] = await seedDocuments(world.platform, source, [
      { title: 'Manual.pdf', content: 'Preface.\n\nThe calibration procedure.', mime_type: 'application/pdf' },
    ]).then((ids) => [...ids.values()]);
    await world.platform.ctx.db.query('update public.document_chunks set page = position + 3 where document_id = $1', [
      doc,
    ]);
    const [hit] = (await resultOf({ q: 'calibration', mode: 'keyword' })).hits;
    expect(hit.page).toBe(4);
    expect(hit.chunk.page).toBe(4);
    const [plain] = (await resultOf({ q: 'kitchen', mode: 'keyword' })).hits;
    expect(plain.page).toBeNull();
  });
});

describe('identifiers', () => {
  it('finds camelCase, letter/digit and dotted identifiers by their parts, and parts by the identifier', async () => {
    await seedDocuments(world.platform, source, [
      { title: 'dom.md', content: 'Call getElementById to find the node.' },
      { title: 'checksums.md', content: 'Verify the download with md5sum before unpacking.' },
      { title: 'paths.md', content: 'Join them with os.path.join on every platform.' },
      { title: 'Element ids', content: 'Each element has an id.' },
    ]);
    const first = async (q: string) => (await resultOf({ q, mode: 'keyword' })).hits[0]?.document.title;
    expect(await first('getElementById')).toBe('dom.md');
    expect(await first('md5')).toBe('checksums.md');
    expect(await first('md5sum')).toBe('checksums.md');
    expect(await first('path join')).toBe('paths.md');
    // The parts of an identifier in the query find them written apart too.
    const titles = (await resultOf({ q: 'elementId', mode: 'keyword' })).hits.map((hit) => hit.document.title);
    expect(titles).toContain('Element ids');
  });
});

describe('syntax', () => {
  it('reads quotes, "-" and "or" as words unless syntax=websearch', async () => {
    const q = '"full-disk encryption" or -kitchen';
    const plain = (await resultOf({ q, mode: 'keyword' })).hits.map((hit) => hit.document.title);
    expect(plain).toEqual(expect.arrayContaining(['Laptop policy', 'Kitchen rota']));
    const websearch = (await resultOf({ q: '"full-disk encryption" -kitchen', mode: 'keyword', syntax: 'websearch' }))
      .hits;
    expect(websearch.map((hit) => hit.document.title)).toEqual(['Laptop policy']);
    // A phrase in the wrong order matches nothing with websearch; as words it still finds the policy.
    expect((await resultOf({ q: '"encryption full-disk"', mode: 'keyword', syntax: 'websearch' })).hits).toEqual([]);
    expectError(await search({ q: 'x', syntax: 'lucene' }), 400, 'INVALID_SYNTAX');
  });
});

describe('GraphQL search', () => {
  const gql = async (query: string) => {
    const response = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.alice.session.access_token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: { search: Array<Record<string, unknown>> }; errors?: unknown[] };
  };

  it('takes group and syntax, defaults to the plan-aware mode, and explains each hit', async () => {
    const grouped = await gql(
      '{ search(query: "release") { page explanation { terms { term weight } keywordScore fusion } moreChunks { id snippet(highlightStart: "[", highlightEnd: "]") } document { title } } }',
    );
    expect(grouped.errors).toBeUndefined();
    const [hit] = grouped.data!.search as Array<{
      document: { title: string };
      explanation: { terms: Array<{ term: string }>; fusion: string | null };
      moreChunks: Array<{ snippet: string }>;
    }>;
    expect(hit.document.title).toBe('Release handbook');
    expect(hit.explanation.terms[0].term).toBe('releas');
    expect(hit.explanation.fusion).toBeNull();
    expect(hit.moreChunks).toHaveLength(2);
    expect(hit.moreChunks[0].snippet).toContain('[release]');
    const chunks = await gql('{ search(query: "release", group: CHUNK) { chunk { id page } } }');
    expect(chunks.data!.search).toHaveLength(3);
    const phrase = await gql('{ search(query: "\\"encryption full-disk\\"", syntax: WEBSEARCH) { chunk { id } } }');
    expect(phrase.data!.search).toEqual([]);
    const words = await gql('{ search(query: "\\"encryption full-disk\\"") { document { title } } }');
    expect(words.data!.search).toEqual([{ document: { title: 'Laptop policy' } }]);
  });
});

describe('the default mode', () => {
  it('is keyword where the plan has no semantic search: never a 402 for the default', async () => {
    const result = await resultOf({ q: 'kitchen' });
    expect(result.mode).toBe('keyword');
    expect(result.hits[0].document.title).toBe('Kitchen rota');
    expectError(await search({ q: 'kitchen', mode: 'hybrid' }), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');
  });

  it('is hybrid where the project’s semantic search is on (and the database has pgvector), keyword while it is off', async () => {
    const projectId = dataOf(await carol.call<{ id: string }>('POST', '/projects', { name: 'Team' }), 201).id;
    await seedDocuments(world.platform, await pushSource(carol, projectId), [
      { title: 'Kitchen rota', content: 'Who cleans the kitchen, and when.' },
    ]);
    expect((await resultOf({ q: 'kitchen' }, carol, projectId)).mode).toBe('keyword');
    dataOf(await carol.call('PATCH', `/projects/${projectId}`, { features: { semanticSearch: true } }));
    const { vectorsAvailable } = dataOf(
      await carol.call<SemanticStatus>('GET', `/projects/${projectId}/semantic-search`),
    );
    const result = await resultOf({ q: 'kitchen' }, carol, projectId);
    expect(result.hits[0].document.title).toBe('Kitchen rota');
    if (vectorsAvailable) {
      expect(result.mode).toBe('hybrid');
      expect(result.hits[0].explanation.fusion).toMatch(/reciprocal rank/);
    } else {
      // PostgreSQL without pgvector: semantic search cannot run, so the default is keyword.
      expect(result.mode).toBe('keyword');
    }
  });
});

describe('statistics', () => {
  it('keeps each word’s chunk count and the project’s chunks and tokens as chunks are written, replaced and deleted', async () => {
    // seedDocuments writes the indexer's chunks, then deletes them and inserts its own: both paths count.
    await seedDocuments(world.platform, source, [{ title: 'Scratch', content: 'Zebra crossing.' }]);
    await seedDocuments(world.platform, source, [{ title: 'Scratch 2', content: 'Zebra crossing, twice: zebra.' }]);
    await world.platform.ctx.db.query(
      'update public.document_chunks set content = content || $2 where project_id = $1',
      [world.projectId, ' Quagga.'],
    );
    await world.platform.ctx.db.query("delete from public.documents where project_id = $1 and title like 'Scratch%'", [
      world.projectId,
    ]);
    const { rows } = await world.platform.ctx.db.query<{ kept: unknown; counted: unknown }>(
      `select (select jsonb_object_agg(lexeme, chunks) from private.search_term_stats where project_id = $1) as kept,
              (select jsonb_object_agg(lexeme, n) from (
                 select l as lexeme, count(*) as n from public.document_chunks c, unnest(tsvector_to_array(c.fts)) l
                  where c.project_id = $1 group by l) x) as counted`,
      [world.projectId],
    );
    expect(rows[0].kept).toEqual(rows[0].counted);
    expect(rows[0].kept).toHaveProperty('quagga');
    expect(rows[0].kept).not.toHaveProperty('zebra');
    const { rows: totals } = await world.platform.ctx.db.query<{ same: boolean }>(
      `select (s.chunks, s.tokens) = (select count(*), sum(token_count) from public.document_chunks where project_id = $1) as same
         from private.search_project_stats s where s.project_id = $1`,
      [world.projectId],
    );
    expect(totals).toEqual([{ same: true }]);
  });
});

describe('bounded work', () => {
  const common = ['notes', 'server', 'cache', 'rotation', 'node', 'release', 'kitchen', 'laptop'];
  const longQuery = Array.from({ length: 100 }, (_, i) => common[i % common.length])
    .join(' or ')
    .slice(0, SEARCH_QUERY_MAX);

  it('answers a 500-character query of common words joined by "or", while another tenant reads', async () => {
    expect(longQuery.length).toBe(SEARCH_QUERY_MAX);
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Quiet' }), 201).id;
    const long = [
      search({ q: longQuery, mode: 'keyword' }),
      search({ q: longQuery, mode: 'keyword', syntax: 'websearch' }),
    ];
    const read = await world.bob.call<unknown[]>('GET', `/projects/${bobProject}/search/history`);
    expect(dataOf(read)).toEqual([]);
    for (const reply of await Promise.all(long)) expect(dataOf(reply).hits.length).toBeGreaterThan(0);
  });
});
