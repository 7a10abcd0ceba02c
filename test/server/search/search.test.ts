import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchChecksReply, SearchHit, SemanticStatus } from '../../../contract/search';
import { embeddingSettled, embedNewChunks, startEmbeddingRun } from '../../../server/search/embeddingRuns';
import { platformEmbedder } from '../../../server/search/platformEmbedder';
import { SCORED_CANDIDATES } from '../../../server/search/bm25';
import { RRF_K, VECTOR_WEIGHT } from '../../../server/search/rank';
import { apiUser, dataOf, eventually, expectError } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { HANDBOOK, seedDocuments, type SeededSource } from './corpus';
import { pushSource, searchAs } from './searchCalls';
import { pushClient } from '../push/pushClient';

const world = apiWorld('Search');
let source: SeededSource;
let ids: Map<string, string>;

const search = (params: Record<string, string | number>, user = world.alice, projectId = world.projectId) =>
  searchAs(user, projectId, params);

const titles = (hits: SearchHit[]) => hits.map((hit) => hit.document.title);
const hitsOf = async (params: Record<string, string | number>) => dataOf(await search(params)).hits;

async function switchSemantic(on: boolean, projectId = world.projectId, user = world.alice) {
  return user.call('PATCH', `/projects/${projectId}`, { features: { semanticSearch: on } });
}

async function semanticStatus(projectId = world.projectId) {
  return dataOf(await world.alice.call<SemanticStatus>('GET', `/projects/${projectId}/semantic-search`));
}

beforeAll(async () => {
  source = await pushSource(world.alice, world.projectId);
  ids = await seedDocuments(world.platform, source, [
    ...HANDBOOK,
    { title: 'Onboarding checklist', content: 'Collect your badge and meet your buddy on the first morning.' },
    { title: 'Meeting notes', content: 'We discussed the onboarding of new hires and the quarterly roadmap.' },
    { title: 'Quarterly planning', content: 'Quarterly goals, quarterly budgets and the quarterly review calendar.' },
    { title: 'Ledger', content: 'The reconciliation of the ledger happens at month end.' },
    { title: 'Plain notes.txt', content: 'Reconciliation checklist kept as plain text.', mime_type: 'text/plain' },
  ]);
  dataOf(await switchSemantic(true));
  // The first load ever converts the GloVe JSON into its cache (see docs/search.md); later ones read the cache.
  await embeddingSettled(world.platform.ctx, world.projectId);
}, 180_000);

describe('keyword ranking', () => {
  it('weighs a word by its rarity: at the same count, the rarer word ranks its chunk first', async () => {
    // "reconciliation" is in two chunks, "quarterly" (stem "quarter") in three, each once in these two.
    const hits = await hitsOf({ q: 'quarterly reconciliation', mode: 'keyword' });
    expect(titles(hits).indexOf('Ledger')).toBeLessThan(titles(hits).indexOf('Meeting notes'));
    expect(hits[0].keywordRank).toBe(1);
    expect(hits[0].vectorRank).toBeNull();
  });

  it('ranks a match in the title above a match in the body', async () => {
    const hits = await hitsOf({ q: 'onboarding', mode: 'keyword' });
    expect(titles(hits).slice(0, 2)).toEqual(['Onboarding checklist', 'Meeting notes']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('finds a document by a word of its path', async () => {
    expect(titles(await hitsOf({ q: 'benefits', mode: 'keyword' }))[0]).toBe('handbook/benefits.md');
  });

  it('marks matched words in the snippet with the markers only, and carries chunk and document', async () => {
    const [hit] = await hitsOf({ q: 'blameless postmortem', mode: 'keyword' });
    expect(hit.snippet).toContain('\u0002blameless\u0003 \u0002postmortem\u0003');
    expect(hit.chunk.position).toBe(0);
    expect(hit.chunk.content).toContain('blameless postmortem');
    expect(hit.document).toMatchObject({ id: ids.get('engineering/incidents.md'), source_id: source.id });
  });

  it('filters by source and by document type', async () => {
    const other = await pushSource(world.alice, world.projectId);
    await seedDocuments(world.platform, other, [
      { title: 'Other ledger', content: 'Reconciliation in another source.' },
    ]);
    const all = titles(await hitsOf({ q: 'reconciliation', mode: 'keyword' }));
    expect(all).toContain('Other ledger');
    const one = titles(await hitsOf({ q: 'reconciliation', mode: 'keyword', sourceId: source.id }));
    expect(one).not.toContain('Other ledger');
    expect(one).toContain('Ledger');
    expect(titles(await hitsOf({ q: 'reconciliation', mode: 'keyword', type: 'text/plain' }))).toEqual([
      'Plain notes.txt',
    ]);
  });
});

describe('ranking a few candidates in full', () => {
  it('ranks first the chunk with every word, however many chunks hold only the common one', async () => {
    const projectId = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Widgets' }), 201).id;
    const widgets = await pushSource(world.alice, projectId);
    // More chunks hold the common word, in their titles too, than are ranked in full.
    const common = Array.from({ length: SCORED_CANDIDATES + 50 }, (_, i) => ({
      title: `Widget ${i}`,
      content: `Widget notes: widget number ${i}.`,
    }));
    // A hundred a transaction with a turn of the event loop in between, as runs give way: the platform's
    // timers (an idle keep-alive socket closing) run on time instead of racing the next request.
    for (let i = 0; i < common.length; i += 100) {
      await seedDocuments(world.platform, widgets, common.slice(i, i + 100));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await seedDocuments(world.platform, widgets, [{ title: 'Weather', content: 'A zephyr blew over the widget.' }]);
    const hits = dataOf(await search({ q: 'widget zephyr', mode: 'keyword' }, world.alice, projectId)).hits;
    expect(hits[0].document.title).toBe('Weather');
    // The Documents list still lists every candidate's document, ranked in full or not.
    let listed = 0;
    let after: string | null = '';
    while (after !== null) {
      const page: { documents: unknown[]; nextCursor: string | null } = dataOf(
        await world.alice.call('GET', `/projects/${projectId}/documents?search=widget&after=${after}`),
      );
      listed += page.documents.length;
      after = page.nextCursor;
    }
    expect(listed).toBe(common.length + 1);
  });
});

describe('retrieval quality on a small handbook', () => {
  const exact: Array<[string, string]> = [
    ['blameless postmortem', 'engineering/incidents.md'],
    ['full-disk encryption', 'security/laptops.md'],
    ['fourteen characters', 'security/passwords.md'],
    ['continuous integration pipeline', 'engineering/deploys.md'],
  ];
  // Written without a word of the answer's text: only meaning connects them.
  const paraphrases: Array<[string, string]> = [
    ['how much holiday leave do staff get', 'handbook/vacation.md'],
    ['I misplaced my notebook computer', 'security/laptops.md'],
    ['medical coverage for workers', 'handbook/benefits.md'],
    ['pay back money spent on business trips', 'finance/expenses.md'],
  ];

  it.each(exact)('keyword finds the exact phrasing "%s" first', async (q, title) => {
    expect(titles(await hitsOf({ q, mode: 'keyword' }))[0]).toBe(title);
  });

  it.each(paraphrases)('keyword misses the paraphrase "%s"', async (q, title) => {
    expect(titles(await hitsOf({ q, mode: 'keyword', limit: 50 }))).not.toContain(title);
  });

  it.each(paraphrases)('hybrid finds the paraphrase "%s" in its top 3', async (q, title) => {
    const hits = await hitsOf({ q, mode: 'hybrid', limit: 5 });
    expect(titles(hits).slice(0, 3)).toContain(title);
    const hit = hits.find((h) => h.document.title === title)!;
    expect(hit.vectorRank).not.toBeNull();
  });

  it.each(exact)('hybrid keeps the exact phrasing "%s" first', async (q, title) => {
    const [hit] = await hitsOf({ q, mode: 'hybrid' });
    expect(hit.document.title).toBe(title);
    expect(hit.keywordRank).toBe(1);
  });
});

describe('fusion and floor', () => {
  it('scores a hybrid hit by reciprocal rank fusion of its two ranks', async () => {
    const hits = await hitsOf({ q: 'blameless postmortem', mode: 'hybrid' });
    for (const hit of hits) {
      const expected =
        (hit.keywordRank ? 1 / (RRF_K + hit.keywordRank) : 0) +
        (hit.vectorRank ? VECTOR_WEIGHT / (RRF_K + hit.vectorRank) : 0);
      expect(hit.score).toBeCloseTo(expected, 10);
    }
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  it('semantic mode returns nothing below the similarity floor', async () => {
    const related = await hitsOf({ q: 'holiday leave', mode: 'semantic', limit: 50 });
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThan(HANDBOOK.length + 5);
    for (const hit of related) expect(hit.score).toBeGreaterThanOrEqual(0.3);
    // Words of no topic in the corpus: nearest vectors exist, but none is near enough.
    expect(await hitsOf({ q: 'volcanic basalt magma eruption', mode: 'semantic' })).toEqual([]);
  });
});

describe('bounds and validation', () => {
  it('refuses an empty, an over-long and a NUL query, a limit above 50 and an unknown mode', async () => {
    expectError(await search({ q: '' }), 400, 'INVALID_Q');
    expectError(await search({ q: 'x'.repeat(501) }), 400, 'INVALID_Q');
    expectError(await search({ q: 'a\u0000b' }), 400, 'INVALID_Q');
    expectError(await search({ q: 'a', limit: 51 }), 400, 'INVALID_LIMIT');
    expectError(await search({ q: 'a', mode: 'fuzzy' }), 400, 'INVALID_MODE');
    expect(dataOf(await search({ q: 'reconciliation', mode: 'keyword', limit: 1 })).hits).toHaveLength(1);
  });

  it('treats websearch syntax and hostile text as a query, never as SQL', async () => {
    expect(dataOf(await search({ q: `"') or 1=1; drop table documents; --` })).hits).toBeDefined();
    const q = '"full-disk encryption" -kitchen';
    expect(titles(await hitsOf({ q, mode: 'keyword', syntax: 'websearch' }))).toEqual(['security/laptops.md']);
    // Without syntax=websearch the same text is words: the kitchen's document is found by "kitchen".
    expect(titles(await hitsOf({ q, mode: 'keyword' }))).toContain('office/kitchen.md');
  });
});

describe('isolation', () => {
  it("another user cannot search a project that is not theirs, nor filter by another's source", async () => {
    expectError(await search({ q: 'vacation' }, world.bob), 404, 'NOT_FOUND');
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Bob' }), 201).id;
    expectError(await search({ q: 'vacation', sourceId: source.id }, world.bob, bobProject), 404, 'NOT_FOUND');
    expect(dataOf(await search({ q: 'vacation', mode: 'keyword' }, world.bob, bobProject)).hits).toEqual([]);
  });

  it("GraphQL with another project's key finds nothing of this project", async () => {
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Bob 2' }), 201).id;
    const key = dataOf(
      await world.bob.call<{ key: string }>('POST', `/projects/${bobProject}/api-keys`, { name: 'k' }),
      201,
    ).key;
    const gql = (projectId: string) =>
      fetch(`${world.platform.url}/graphql/v1/projects/${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ query: '{ search(query: "vacation", mode: KEYWORD) { document { id } } }' }),
      });
    expect((await gql(world.projectId)).status).toBe(401);
    const own = (await (await gql(bobProject)).json()) as { data: { search: unknown[] } };
    expect(own.data.search).toEqual([]);
  });
});

describe('GraphQL search', () => {
  const gql = async (query: string) => {
    const response = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.alice.session.access_token}` },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: Array<{ message: string; extensions: { code: string } }>;
      },
    };
  };

  it('returns the same ranked hits as the dashboard API, with scores, ranks and documents', async () => {
    const api = await hitsOf({ q: 'how much holiday leave do staff get', mode: 'hybrid' });
    const { body } = await gql(
      '{ search(query: "how much holiday leave do staff get", mode: HYBRID) { score keywordRank vectorRank snippet(highlightStart: "[", highlightEnd: "]") chunk { id position } document { id title source { id } } } }',
    );
    const hits = body.data!.search as Array<{
      score: number;
      chunk: { id: string };
      document: { id: string; source: { id: string } };
    }>;
    expect(hits.map((h) => h.chunk.id)).toEqual(api.map((h) => h.chunk.id));
    expect(hits[0].document.source.id).toBe(source.id);
    expect(hits[0].score).toBeCloseTo(api[0].score, 10);
  });

  it('refuses more than three searches in one request and bounds first', async () => {
    const four = await gql(
      `{ a: search(query: "x") { score } b: search(query: "x") { score } c: search(query: "x") { score } d: search(query: "x") { score } }`,
    );
    expect(four.body.errors?.[0].message).toMatch(/at most 3 searches/i);
    const big = await gql('{ search(query: "x", first: 51) { score } }');
    expect(big.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the semantic search switch', () => {
  it('on: a run embeds every chunk, with counts and a log; off: the vectors are gone', async () => {
    const on = await semanticStatus();
    expect(on).toMatchObject({ enabled: true, vectorsAvailable: true, embedder: { id: 'glove-sif-100d' } });
    expect(on.run).toMatchObject({ status: 'SUCCEEDED' });
    // New chunks are embedded as they are indexed: the chunk writer calls embedNewChunks.
    const before = on.embeddedChunks;
    await seedDocuments(world.platform, source, [
      { title: 'New hire guide', content: 'Welcome aboard, new colleague.' },
    ]);
    expect((await semanticStatus()).embeddedChunks).toBe(before);
    embedNewChunks(world.platform.ctx, world.projectId);
    await embeddingSettled(world.platform.ctx, world.projectId);
    const all = await semanticStatus();
    expect(all.embeddedChunks).toBeGreaterThan(before);
    expect(all.embeddedChunks).toBe(all.totalChunks);
    expect(on.run!.log.map((l) => l.message).join('\n')).toMatch(/Embedded \d+ of \d+ chunks/);

    dataOf(await switchSemantic(false));
    const off = await semanticStatus();
    expect(off).toMatchObject({ enabled: false, embeddedChunks: 0 });
    const { rows } = await world.platform.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from public.chunk_embeddings where project_id = $1',
      [world.projectId],
    );
    expect(rows[0].n).toBe(0);
    expectError(await search({ q: 'vacation', mode: 'hybrid' }), 400, 'SEMANTIC_SEARCH_OFF');
    expectError(await search({ q: 'vacation', mode: 'semantic' }), 400, 'SEMANTIC_SEARCH_OFF');
    expect(dataOf(await search({ q: 'vacation', mode: 'keyword' })).hits.length).toBeGreaterThan(0);

    // On again: a new run, and new chunks are embedded as they are indexed.
    dataOf(await switchSemantic(true));
    await embeddingSettled(world.platform.ctx, world.projectId);
    expect((await semanticStatus()).embeddedChunks).toBe(all.totalChunks);
  }, 60_000);

  it('a run can be cancelled mid-way, and keeps what it stored', async () => {
    const projectId = dataOf(await world.alice.call<{ id: string }>('POST', '/projects', { name: 'Cancel' }), 201).id;
    const other = await pushSource(world.alice, projectId);
    await seedDocuments(world.platform, other, [{ title: 'Garden', content: 'Notes about the garden.' }]);
    await world.platform.ctx.db.query(
      `update public.projects set settings = jsonb_set(settings, '{features,semanticSearch}', 'true') where id = $1`,
      [projectId],
    );
    // The embedder answers only when the test lets it, so the cancel lands while the run is running.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const glove = platformEmbedder();
    const gated = { ...glove, embed: async (texts: string[]) => (await gate, glove.embed(texts)) };
    expect(await startEmbeddingRun(world.platform.ctx, world.alice.id, projectId, gated)).toBeTruthy();
    await eventually(async () => (await semanticStatus(projectId)).run?.chunks_total === 1);
    dataOf(await world.alice.call('POST', `/projects/${projectId}/semantic-search/cancel`));
    release();
    await embeddingSettled(world.platform.ctx, projectId);
    const status = await semanticStatus(projectId);
    expect(status.run).toMatchObject({ status: 'CANCELLED', chunks_embedded: 0 });
    expect(status.embeddedChunks).toBe(0);
    expect(status.run!.log.at(-1)!.message).toBe('Cancelled');
    expectError(
      await world.alice.call('POST', `/projects/${projectId}/semantic-search/cancel`),
      409,
      'NO_EMBEDDING_RUN',
    );
  });

  it("a push's pass embeds the chunks written since, not every chunk of the project without a vector", async () => {
    // A vector lost some other way is left to the next run: the pass reads the chunks waiting since written.
    const { rows } = await world.platform.ctx.db.query<{ id: string }>(
      `delete from public.chunk_embeddings where chunk_id =
         (select id from public.document_chunks where project_id = $1 order by id limit 1) returning chunk_id as id`,
      [world.projectId],
    );
    expect(rows).toHaveLength(1);
    await seedDocuments(world.platform, source, [{ title: 'Parking', content: 'Visitors park behind the office.' }]);
    embedNewChunks(world.platform.ctx, world.projectId);
    await embeddingSettled(world.platform.ctx, world.projectId);
    const status = await semanticStatus();
    expect(status.embeddedChunks).toBe(status.totalChunks - 1);
    const waiting = await world.platform.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from private.chunks_to_embed where project_id = $1',
      [world.projectId],
    );
    expect(waiting.rows[0].n).toBe(0);
    // A run embeds every chunk without one.
    await startEmbeddingRun(world.platform.ctx, world.alice.id, world.projectId);
    await embeddingSettled(world.platform.ctx, world.projectId);
    expect((await semanticStatus()).embeddedChunks).toBe(status.totalChunks);
  });

  it('on a plan without it: PLAN_LIMIT_SEMANTIC_SEARCH for the switch and for semantic modes', async () => {
    const carol = await apiUser(world.platform, 'Carol', 'free');
    const projectId = dataOf(await carol.call<{ id: string }>('POST', '/projects', { name: 'Free' }), 201).id;
    expectError(await switchSemantic(true, projectId, carol), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');
    expectError(await search({ q: 'x', mode: 'hybrid' }, carol, projectId), 402, 'PLAN_LIMIT_SEMANTIC_SEARCH');
    expect(dataOf(await search({ q: 'x', mode: 'keyword' }, carol, projectId)).hits).toEqual([]);
  });
});

describe('history and saved checks', () => {
  it("keeps a user's last 20 searches of a project, newest first, one entry per repeated search", async () => {
    for (let i = 0; i < 23; i++) dataOf(await search({ q: `history ${i}`, mode: 'keyword' }));
    dataOf(await search({ q: 'history 5', mode: 'keyword' }));
    const history = dataOf(
      await world.alice.call<Array<{ query: string }>>('GET', `/projects/${world.projectId}/search/history`),
    );
    expect(history).toHaveLength(20);
    expect(history[0].query).toBe('history 5');
    expect(history.filter((h) => h.query === 'history 5')).toHaveLength(1);
    expectError(await world.bob.call('GET', `/projects/${world.projectId}/search/history`), 404, 'NOT_FOUND');
  });

  it('measures recall@k of saved checks now and records it after each run', async () => {
    const save = (query: string, title: string) =>
      world.alice.call('POST', `/projects/${world.projectId}/search/checks`, {
        query,
        mode: 'hybrid',
        expectedDocumentId: ids.get(title),
      });
    dataOf(await save('blameless postmortem', 'engineering/incidents.md'), 201);
    dataOf(await save('volcanic eruption', 'office/kitchen.md'), 201);
    const now = dataOf(
      await world.alice.call<SearchChecksReply>('GET', `/projects/${world.projectId}/search/checks?k=5`),
    );
    expect(now.checks.map((c) => c.rank)).toEqual([1, null]);
    const run = dataOf(
      await world.alice.call<SearchChecksReply>('POST', `/projects/${world.projectId}/search/checks/run?k=5`),
    );
    expect(run.results[0]).toMatchObject({ trigger: 'manual', k: 5, checks: 2, found: 1 });
    expect(run.results.some((r) => r.trigger === 'embedding')).toBe(false);
    // Switching semantic search off and on re-embeds; the run records recall when it ends.
    dataOf(await switchSemantic(false));
    dataOf(await switchSemantic(true));
    await embeddingSettled(world.platform.ctx, world.projectId);
    const after = dataOf(
      await world.alice.call<SearchChecksReply>('GET', `/projects/${world.projectId}/search/checks`),
    );
    expect(after.results[0]).toMatchObject({ trigger: 'embedding', checks: 2, found: 1 });
    expectError(
      await world.bob.call('POST', `/projects/${world.projectId}/search/checks`, {
        query: 'x',
        mode: 'keyword',
        expectedDocumentId: ids.get('office/kitchen.md'),
      }),
      404,
      'NOT_FOUND',
    );
  }, 60_000);
});

describe('pushed documents', () => {
  it('are chunked, embedded as they are indexed, found by a paraphrase, and re-measure saved checks', async () => {
    const key = dataOf(
      await world.alice.call<{ key: string }>('POST', `/projects/${world.projectId}/api-keys`, { name: 'push' }),
      201,
    ).key;
    const reply = await pushClient(world.platform.url).json(world.projectId, source.id, key, {
      documents: [
        {
          id: 'handbook/remote.md',
          title: 'handbook/remote.md',
          contentType: 'text/markdown',
          content: '# Remote work\n\nYou may work from home up to three days a week, with your team lead’s agreement.',
        },
      ],
    });
    expect(reply.status).toBe(202);
    const hit = await eventually(async () => {
      const status = await semanticStatus();
      if (status.embeddedChunks !== status.totalChunks) return null;
      const hits = await hitsOf({ q: 'telecommuting from my house', mode: 'hybrid', limit: 3 });
      return hits.find((h) => h.document.title === 'handbook/remote.md');
    }, 30_000);
    expect(hit.vectorRank).not.toBeNull();
    const after = await eventually(async () => {
      const checks = dataOf(
        await world.alice.call<SearchChecksReply>('GET', `/projects/${world.projectId}/search/checks`),
      );
      return checks.results.find((r) => r.trigger === 'indexing');
    });
    expect(after.checks).toBeGreaterThan(0);
  }, 60_000);
});
