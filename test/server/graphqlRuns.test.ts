import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../server/db/types';
import type { Platform } from '../../server/platform';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { defaultQuery } from '../../src/features/graphqlPlayground/defaultQuery';
import { documentQuery } from '../../src/features/documents/format';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, type ApiUser } from './api/apiClient';

let platform: Platform;
let alice: ApiUser;
let bob: ApiUser;
let projectId: string;
let sourceId: string;
let runIds: string[];
let bobProjectId: string;
let bobSourceId: string;

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(user: ApiUser, project: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${platform.url}/graphql/v1/projects/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.session.access_token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply };
}

type Source = { id: string; owner_id: string; project_id: string };

async function newSource(user: ApiUser, project: string): Promise<Source> {
  return dataOf(await user.call<Source>('POST', `/projects/${project}/sources`, { provider: 'push_api' }), 201);
}

/** Finished runs of a source, one second apart; two share a start to exercise the id tie-break. */
async function insertRuns(source: Source, count: number): Promise<string[]> {
  const { rows } = await platform.ctx.asService((tx) =>
    tx.query<{ id: string }>(
      `insert into public.indexing_runs (owner_id, project_id, source_id, kind, status, started_at, finished_at,
                                         documents_added, error)
       select $1, $2, $3, 'update', case when g % 4 = 0 then 'FAILED' else 'SUCCEEDED' end,
              timestamptz '2026-01-01' + least(g, $4 - 1) * interval '1.000123 second',
              timestamptz '2026-01-01' + g * interval '1 second' + interval '0.5 second', g,
              case when g % 4 = 0 then 'The provider revoked access' end
         from generate_series(1, $4) g
       returning id`,
      [source.owner_id, source.project_id, source.id, count],
    ),
  );
  return rows.map((row) => row.id);
}

/** Documents with distinct created_at down to the microsecond, as many a run writes over time. */
async function insertVolume(source: Source, count: number) {
  await platform.ctx.asService((tx) =>
    tx.query(
      `insert into public.documents (owner_id, project_id, source_id, title, content, created_at)
       select $1, $2, $3, 'Bulk ' || g, 'bulk text', now() - g * interval '7919 microseconds'
         from generate_series(1, $4) g`,
      [source.owner_id, source.project_id, source.id, count],
    ),
  );
}

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  bob = await apiUser(platform, 'Bob');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Runs' }), 201).id;
  const source = await newSource(alice, projectId);
  sourceId = source.id;
  runIds = await insertRuns(source, 25);
  await platform.ctx.asService((tx) =>
    insertDocuments(
      tx,
      source,
      [
        {
          title: 'Enhanced',
          content: 'Quarterly notes. More text.',
          url: 'https://example.com/enhanced',
          mime_type: 'text/plain',
          metadata: { summary: 'Quarterly notes.', entities: ['Globex', 7], language: 'en', keywords: ['quarterly'] },
          size_bytes: 3_000_000_000,
        },
        {
          title: 'huge.zip',
          content: '',
          url: 'https://example.com/huge.zip',
          mime_type: 'application/octet-stream',
          metadata: {},
          status: 'SKIPPED',
          error: 'Skipped: larger than 100 MB',
          size_bytes: 212_000_000,
        },
      ],
      runIds[0],
    ),
  );
  await insertVolume(source, 1200);

  bobProjectId = dataOf(await bob.call<{ id: string }>('POST', '/projects', { name: 'Bob' }), 201).id;
  const bobSource = await newSource(bob, bobProjectId);
  bobSourceId = bobSource.id;
  await insertRuns(bobSource, 3);
  await insertVolume(bobSource, 50);
});
afterAll(() => platform.close());

const RUNS = /* GraphQL */ `
  query Runs($sourceId: ID!, $first: Int, $after: String) {
    runs(sourceId: $sourceId, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          kind
          trigger
          status
          startedAt
          finishedAt
          documentsAdded
          documentsUpdated
          documentsRemoved
          documentsFailed
          error
          source {
            id
          }
        }
      }
    }
  }
`;

type RunConnection = {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string; startedAt: string; status: string; error: string | null } }[];
};

async function allRuns(user: ApiUser, project: string, source: string, first: number) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const { body } = await gql(user, project, RUNS, { sourceId: source, first, after });
    expect(body.errors).toBeUndefined();
    const runs = body.data?.runs as RunConnection;
    ids.push(...runs.edges.map((edge) => edge.node.id));
    if (!runs.pageInfo.hasNextPage) break;
    after = runs.pageInfo.endCursor;
  }
  return ids;
}

interface Statement {
  sql: string;
  params?: unknown[];
}

/** Records every statement GraphQL runs as the caller while fn runs (the role switch of asUser aside). */
async function statementsOf(fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const asUser = platform.ctx.asUser;
  const counting = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'query')
          return (sql: string, params?: unknown[]) => {
            statements.push({ sql, params });
            return target.query(sql, params);
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  const spy = vi
    .spyOn(platform.ctx, 'asUser')
    .mockImplementation((claims, run) => asUser(claims, (tx) => run(counting(tx))));
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return statements;
}

const PAGE = /* GraphQL */ `
  query Page($first: Int, $after: String) {
    documents(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          title
          source {
            name
          }
        }
      }
    }
  }
`;

describe('GraphQL runs and document outcomes', () => {
  it('serves status, error, size, run and enhancement outputs of documents', async () => {
    const node = async (search: string) => {
      const { body } = await gql(
        alice,
        projectId,
        `query($search: String) { documents(search: $search) { edges { node {
          title status error sizeBytes runId enhancements { summary entities language keywords } } } } }`,
        { search },
      );
      expect(body.errors).toBeUndefined();
      return (body.data?.documents as { edges: { node: Record<string, unknown> }[] }).edges[0].node;
    };
    expect(await node('Enhanced')).toEqual({
      title: 'Enhanced',
      status: 'INDEXED',
      error: null,
      sizeBytes: 3_000_000_000,
      runId: runIds[0],
      // Values of the wrong shape (the 7) are not outputs: push-API metadata is whatever the client sent.
      enhancements: { summary: 'Quarterly notes.', entities: ['Globex'], language: 'en', keywords: ['quarterly'] },
    });
    expect(await node('huge.zip')).toMatchObject({
      status: 'SKIPPED',
      error: 'Skipped: larger than 100 MB',
      sizeBytes: 212_000_000,
      enhancements: null,
    });
  });

  it('pages a source’s runs newest first with stable cursors', async () => {
    const ids = await allRuns(alice, projectId, sourceId, 7);
    expect(ids).toHaveLength(25);
    expect(new Set(ids)).toEqual(new Set(runIds));
    const { body } = await gql(alice, projectId, RUNS, { sourceId, first: 25 });
    const nodes = (body.data?.runs as RunConnection).edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.id)).toEqual(ids);
    const starts = nodes.map((node) => node.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(nodes.find((node) => node.status === 'FAILED')?.error).toBe('The provider revoked access');
    expect((body.data?.runs as RunConnection).edges[0].node).toMatchObject({ kind: 'update', trigger: 'manual' });

    // A run started while paging lands before the first page: the next page neither repeats nor skips.
    const first = (await gql(alice, projectId, RUNS, { sourceId, first: 10 })).body.data?.runs as RunConnection;
    const extra = await platform.ctx.asService((tx) =>
      tx.query<{ id: string }>(
        `insert into public.indexing_runs (owner_id, project_id, source_id, kind, started_at)
         values ($1, $2, $3, 'init', timestamptz '2026-02-01') returning id`,
        [alice.id, projectId, sourceId],
      ),
    );
    const next = (await gql(alice, projectId, RUNS, { sourceId, first: 10, after: first.pageInfo.endCursor })).body.data
      ?.runs as RunConnection;
    expect(next.edges.map((edge) => edge.node.id)).toEqual(ids.slice(10, 20));
    expect(first.edges.map((edge) => edge.node.id)).toEqual(ids.slice(0, 10));
    await platform.ctx.asService((tx) =>
      tx.query('delete from public.indexing_runs where id = $1', [extra.rows[0].id]),
    );
  });

  it('bounds "first" and refuses malformed ids and cursors', async () => {
    for (const variables of [
      { sourceId, first: 101 },
      { sourceId, first: 0 },
      { sourceId: 'not-a-uuid' },
      { sourceId, after: 'garbage' },
    ]) {
      const { body } = await gql(alice, projectId, RUNS, variables);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('never shows another user’s runs or documents', async () => {
    // Bob's own endpoint, asked for Alice's source: RLS and the project filter leave nothing.
    const stolen = await gql(bob, bobProjectId, RUNS, { sourceId });
    expect(stolen.body.data?.runs).toEqual({ pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
    expect(await allRuns(bob, bobProjectId, bobSourceId, 100)).toHaveLength(3);
    const bobDocs = await gql(bob, bobProjectId, '{ documents(first: 100) { totalCount edges { node { title } } } }');
    expect((bobDocs.body.data?.documents as { totalCount: number }).totalCount).toBe(50);
    // Alice's runs of her source are not reachable through Bob's project either.
    const crossProject = await gql(alice, bobProjectId, RUNS, { sourceId });
    expect(crossProject.status).toBe(404);
    // Bob's token on Alice's project gets an error and no data.
    for (const query of [RUNS, '{ documents { edges { node { id enhancements { summary } } } } }']) {
      const { status, body } = await gql(bob, projectId, query, { sourceId });
      expect(status).toBe(404);
      expect(body.data).toBeUndefined();
    }
  });

  it('reads page 50 with the statements of page 1, of any size, and counts only when asked', async () => {
    const cursors: (string | null)[] = [null];
    const titles = new Set<string>();
    for (let page = 1; page < 50; page += 1) {
      const { body } = await gql(alice, projectId, PAGE, { first: 20, after: cursors.at(-1) });
      const docs = body.data?.documents as { pageInfo: { endCursor: string }; edges: { node: { title: string } }[] };
      docs.edges.forEach((edge) => titles.add(edge.node.title));
      cursors.push(docs.pageInfo.endCursor);
    }
    // Exact microsecond cursors: 49 pages of 20 distinct documents, none repeated.
    expect(titles.size).toBe(49 * 20);

    const page = (first: number, after: string | null, query = PAGE) =>
      statementsOf(async () =>
        expect((await gql(alice, projectId, query, { first, after })).body.errors).toBeUndefined(),
      );
    const page1 = await page(20, null);
    const page50 = await page(20, cursors[49]);
    // Access check, the page, one batch of sources: no count, nothing per row.
    expect(page50).toHaveLength(page1.length);
    expect(page1.length).toBeLessThanOrEqual(3);
    expect(page1.some((statement) => /count\(/i.test(statement.sql))).toBe(false);
    expect(await page(100, cursors[10])).toHaveLength(page1.length);
    expect(await page(1, cursors[10])).toHaveLength(page1.length);

    // Selected through a fragment, the count still runs.
    const fragment = await gql(
      alice,
      projectId,
      '{ documents(first: 1) { ...Counted } } fragment Counted on DocumentConnection { totalCount }',
    );
    expect(fragment.body.data?.documents).toEqual({ totalCount: 1202 });
    const tooLong = await gql(
      alice,
      projectId,
      PAGE.replace('first: $first', 'first: $first, search: "' + 'x'.repeat(201) + '"'),
    );
    expect(tooLong.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const counted = await page(20, cursors[49], PAGE.replace('pageInfo {', 'totalCount pageInfo {'));
    expect(counted).toHaveLength(page1.length + 1);
    expect(counted.filter((statement) => /count\(/i.test(statement.sql))).toHaveLength(1);

    // Page 50 walks the page index from the cursor: no sort of the project's documents.
    const pageQuery = page50.find((statement) => /from public\.documents/.test(statement.sql))!;
    const plan = await platform.ctx.asUser({ sub: alice.id, role: 'authenticated' }, async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${pageQuery.sql}`, pageQuery.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using documents_project_page_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('applies the graphql-armor limits to the new fields', async () => {
    const node = `id title content url mimeType status error sizeBytes runId createdAt
      enhancements { summary entities language keywords } source { id name type status }`;
    const run = `id kind trigger status startedAt finishedAt documentsAdded documentsUpdated documentsRemoved
      documentsFailed error source { id name }`;
    const full = `{ documents(first: 100) { totalCount edges { cursor node { ${node} } } }
      runs(sourceId: "${sourceId}", first: 100) { pageInfo { endCursor } edges { cursor node { ${run} } } } }`;
    expect((await gql(alice, projectId, full)).body.errors).toBeUndefined();
    const aliased = `{ ${Array.from({ length: 16 }, (_, i) => `r${i}: runs(sourceId: "${sourceId}") { edges { cursor } }`).join(' ')} }`;
    const refused = await gql(alice, projectId, aliased);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('still answers the queries the SPA builds: the playground default and the drawer link', async () => {
    const { body } = await gql(alice, projectId, defaultQuery);
    expect(body.errors).toBeUndefined();
    expect((body.data?.documents as { totalCount: number }).totalCount).toBe(1202);
    const docs = await gql(alice, projectId, '{ documents(first: 1) { edges { node { id } } } }');
    const { id } = (docs.body.data?.documents as { edges: { node: { id: string } }[] }).edges[0].node;
    const drawer = await gql(alice, projectId, documentQuery(id));
    expect(drawer.body.errors).toBeUndefined();
    expect(drawer.body.data?.document).toMatchObject({ id });
  });
});
