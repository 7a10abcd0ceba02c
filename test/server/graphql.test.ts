import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { startTestPlatform } from './helpers/platform';
import { insertProject } from './helpers/rows';
import { apiUser, dataOf, type ApiUser } from './api/apiClient';

let platform: Platform;
let alice: ApiUser;
let bob: ApiUser;
let projectId: string;
let sourceId: string;
let apiKey: string;
let apiKeyId: string;

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(
  project: string,
  query: string,
  headers: Record<string, string>,
  variables?: Record<string, unknown>,
) {
  const response = await fetch(`${platform.url}/graphql/v1/projects/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply };
}
const bearer = (user: ApiUser) => ({ authorization: `Bearer ${user.session.access_token}` });

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  bob = await apiUser(platform, 'Bob');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Knowledge' }), 201).id;
  const source = dataOf(
    await alice.call<{ id: string; owner_id: string; project_id: string }>('POST', `/projects/${projectId}/sources`, {
      provider: 'push_api',
    }),
    201,
  );
  sourceId = source.id;
  const docs = Array.from({ length: 25 }, (_, i) => ({
    title: i === 7 ? 'Pricing 100% guide' : `Doc ${String(i).padStart(2, '0')}`,
    content: i % 5 === 0 ? 'mentions onboarding' : 'plain text',
    url: `https://example.com/${i}`,
    mime_type: 'text/plain',
    metadata: {},
  }));
  await platform.ctx.asService((tx) => insertDocuments(tx, source, docs));
  ({ key: apiKey, id: apiKeyId } = dataOf(
    await alice.call<{ key: string; id: string }>('POST', `/projects/${projectId}/api-keys`, { name: 'GraphQL' }),
    201,
  ));
});
afterAll(() => platform.close());

const DOCUMENTS = /* GraphQL */ `
  query Docs($first: Int, $after: String, $search: String, $sourceId: ID) {
    documents(first: $first, after: $after, search: $search, sourceId: $sourceId) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          title
          url
          mimeType
          source {
            id
            type
          }
        }
      }
    }
  }
`;

type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string; title: string } }[];
};

describe('per-project GraphQL', () => {
  it('answers introspection with the owner’s bearer token', async () => {
    const { status, body } = await gql(projectId, '{ __schema { queryType { name } types { name } } }', bearer(alice));
    expect(status).toBe(200);
    const types = (body.data?.__schema as { types: { name: string }[] }).types.map((t) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Project', 'Source', 'Document', 'DocumentConnection', 'PageInfo']));
  });

  it('pages documents with cursors, with a bearer token', async () => {
    const titles: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { first: 10, after });
      const docs = body.data?.documents as Connection;
      expect(docs.totalCount).toBe(25);
      titles.push(...docs.edges.map((e) => e.node.title));
      if (!docs.pageInfo.hasNextPage) break;
      after = docs.pageInfo.endCursor;
    }
    expect(titles).toHaveLength(25);
    expect(new Set(titles).size).toBe(25);
    const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { first: 1, sourceId });
    expect((body.data?.documents as { edges: { node: { source: unknown } }[] }).edges[0].node.source).toEqual({
      id: sourceId,
      type: 'push_api',
    });
  });

  it("filters by a source of this project only: another project's source, even the same owner's, gives nothing", async () => {
    const other = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Other' }), 201).id;
    const foreign = dataOf(
      await alice.call<{ id: string; owner_id: string; project_id: string }>('POST', `/projects/${other}/sources`, {
        provider: 'push_api',
      }),
      201,
    );
    await platform.ctx.asService((tx) =>
      insertDocuments(tx, foreign, [
        {
          title: 'Elsewhere',
          content: 'other project',
          url: 'https://example.com/x',
          mime_type: 'text/plain',
          metadata: {},
        },
      ]),
    );
    const own = await gql(other, DOCUMENTS, bearer(alice), { sourceId: foreign.id });
    expect((own.body.data?.documents as Connection).totalCount).toBe(1);
    const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { sourceId: foreign.id });
    expect(body.data?.documents).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('searches title and content, treating % literally', async () => {
    const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { search: '100%' });
    expect((body.data?.documents as Connection).edges.map((e) => e.node.title)).toEqual(['Pricing 100% guide']);
    const onboarding = await gql(projectId, DOCUMENTS, bearer(alice), { search: 'ONBOARDING', first: 100 });
    expect((onboarding.body.data?.documents as Connection).totalCount).toBe(5);
  });

  it('works with an x-api-key of this project and stamps last_used_at, at most once a minute', async () => {
    const { status, body } = await gql(
      projectId,
      '{ project { id name sources { id documentsCount } } documents(first: 2) { totalCount } }',
      { 'x-api-key': apiKey },
    );
    expect(status).toBe(200);
    expect(body.data?.project).toMatchObject({ id: projectId, name: 'Knowledge' });
    expect((body.data?.documents as Connection).totalCount).toBe(25);
    const { data } = await alice.client.from('api_keys').select('last_used_at').eq('id', apiKeyId).single();
    expect(data?.last_used_at).not.toBeNull();
    const intro = await gql(projectId, '{ __type(name: "Document") { fields { name } } }', { 'x-api-key': apiKey });
    expect(intro.body.data?.__type).toBeTruthy();
    const again = await alice.client.from('api_keys').select('last_used_at').eq('id', apiKeyId).single();
    expect(again.data?.last_used_at).toBe(data?.last_used_at);
  });

  it('fetches one document by id', async () => {
    const first = await gql(projectId, DOCUMENTS, bearer(alice), { first: 1 });
    const { id, title } = (first.body.data?.documents as Connection).edges[0].node;
    const { body } = await gql(projectId, 'query($id: ID!) { document(id: $id) { id title content } }', bearer(alice), {
      id,
    });
    expect(body.data?.document).toMatchObject({ id, title });
    const missing = await gql(projectId, 'query($id: ID!) { document(id: $id) { id } }', bearer(alice), {
      id: crypto.randomUUID(),
    });
    expect(missing.body.data).toEqual({ document: null });
  });

  it('gives another user an error, never data', async () => {
    for (const query of ['{ project { id name } }', DOCUMENTS, '{ __schema { types { name } } }']) {
      const { status, body } = await gql(projectId, query, bearer(bob));
      expect(status).toBe(404);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const bobProject = dataOf(await bob.call<{ id: string }>('POST', '/projects', { name: 'Bob' }), 201).id;
    const wrongKey = await gql(bobProject, '{ project { id } }', { 'x-api-key': apiKey });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses missing or forged credentials', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer forged.jwt.value' },
      { 'x-api-key': 'pk_wrong' },
    ];
    for (const headers of attempts) {
      const { status, body } = await gql(projectId, '{ project { id } }', headers);
      expect(status).toBe(401);
      expect(body.data).toBeUndefined();
    }
  });

  it('answers PROJECT_PAUSED for a paused project', async () => {
    const paused = await insertProject(platform, alice.id, { name: 'Sleeping', state: 'paused' });
    const { body } = await gql(paused.id, '{ project { id } }', bearer(alice));
    expect(body.errors?.[0].extensions?.code).toBe('PROJECT_PAUSED');
    expect(body.data).toBeUndefined();
  });

  it('turns introspection off when the project disables it', async () => {
    dataOf(await alice.call('PATCH', `/projects/${projectId}`, { features: { graphqlIntrospection: false } }));
    const { body } = await gql(projectId, '{ __schema { types { name } } }', bearer(alice));
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/introspection/i);
    const normal = await gql(projectId, '{ project { name } }', bearer(alice));
    expect(normal.body.data).toEqual({ project: { name: 'Knowledge' } });
    dataOf(await alice.call('PATCH', `/projects/${projectId}`, { features: { graphqlIntrospection: true } }));
  });

  it('rejects bad pagination input as a GraphQL error', async () => {
    const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { first: 1000 });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await gql(projectId, DOCUMENTS, bearer(alice), { after: 'garbage' });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a search Postgres cannot hold (NUL) as bad input, not an internal error', async () => {
    const { body } = await gql(projectId, DOCUMENTS, bearer(alice), { search: 'a\u0000b' });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
