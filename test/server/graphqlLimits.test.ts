import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import type { Platform } from '../../server/platform';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, type ApiUser } from './api/apiClient';

let platform: Platform;
let alice: ApiUser;
let projectId: string;

interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(query: string, project = projectId) {
  const response = await fetch(`${platform.url}/graphql/v1/projects/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.session.access_token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply };
}

const messages = (reply: { body: GraphQLReply }) => (reply.body.errors ?? []).map((e) => e.message).join('\n');

/** Refused before execution: GraphQL over HTTP answers application/json requests 200 with errors and no data. */
function expectRefused(reply: { status: number; body: GraphQLReply }, pattern: RegExp) {
  expect(reply.status).toBe(200);
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  expect(messages(reply)).toMatch(pattern);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Limits' }), 201).id;
  for (const round of [0, 1]) {
    const source = dataOf(
      await alice.call<{ id: string; owner_id: string; project_id: string }>('POST', `/projects/${projectId}/sources`, {
        provider: 'push_api',
      }),
      201,
    );
    const docs = Array.from({ length: 30 }, (_, i) => ({
      title: `Doc ${round}-${i}`,
      content: 'text',
      url: `https://example.com/${round}/${i}`,
      mime_type: 'text/plain',
      metadata: {},
    }));
    await platform.ctx.asService((tx) => insertDocuments(tx, source, docs));
  }
});
afterAll(() => platform.close());

const ALIASED_ATTACK = `{ ${Array.from(
  { length: 1200 },
  (_, i) => `a${i}: documents(first: 100) { edges { node { title source { id name status } } } }`,
).join(' ')} }`;

describe('GraphQL limits', () => {
  it('refuses 1,200 aliased documents { source } fields before running any of them', async () => {
    const asUser = vi.spyOn(platform.ctx, 'asUser');
    const reply = await gql(ALIASED_ATTACK);
    expectRefused(reply, /limit/i);
    // Only the access check read the database.
    expect(asUser.mock.calls.length).toBeLessThanOrEqual(1);
    asUser.mockRestore();
  });

  it('answers REST reads throughout a repeated attack, which never gets past its access check', async () => {
    const headers = { Authorization: `Bearer ${alice.session.access_token}`, apikey: platform.ctx.options.anonKey };
    const asUser = vi.spyOn(platform.ctx, 'asUser');
    let attacks = 0;
    let attacking = true;
    const attackers = Array.from({ length: 3 }, async () => {
      while (attacking) {
        expectRefused(await gql(ALIASED_ATTACK), /limit/i);
        attacks += 1;
      }
    });
    let reads = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${platform.url}/rest/v1/projects?select=id,name`, { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: projectId, name: 'Limits' }]);
      reads += 1;
    }
    attacking = false;
    await Promise.all(attackers);
    expect(attacks).toBeGreaterThan(0);
    // One transaction per REST read and per attack's access check: the refused documents never ran.
    expect(asUser.mock.calls.length).toBeLessThanOrEqual(reads + attacks);
    asUser.mockRestore();
  });

  it('refuses too many aliases, too deep a selection and too many tokens', async () => {
    const aliases = await gql(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: sources { id }`).join(' ')} }`);
    expectRefused(aliases, /Aliases limit of 15/);

    // Introspection's types are cyclic (a type's fields have types with fields…), so depth counts there too.
    let cycle = 'name';
    for (let i = 0; i < 10; i++) cycle = `fields { type { ${cycle} } }`;
    expectRefused(await gql(`{ __schema { types { ${cycle} } } }`), /depth limit of 21/i);

    const everyField = `documents(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
      id title content url mimeType createdAt source { id name type provider status documentsCount lastIndexedAt createdAt } } } }`;
    const pages = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: ${everyField}`).join(' ')} }`;
    expectRefused(await gql(pages(6)), /cost limit of 50000/i);
    expect((await gql(pages(5))).body.errors).toBeUndefined();

    const tokens = await gql(`{ sources { ${'id '.repeat(2500)} } }`);
    expectRefused(tokens, /Token limit of 2000/);

    const fine = await gql('{ project { name } a: sources { id } b: documents(first: 5) { totalCount } }');
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();
    // The playground's own introspection query (GraphiQL asks for every option) is within every limit.
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect((await gql(introspection)).body.errors).toBeUndefined();
  });

  it('loads every Document.source of a page in one batch', async () => {
    const asUser = vi.spyOn(platform.ctx, 'asUser');
    const reply = await gql('{ documents(first: 60) { edges { node { title source { id name } } } } }');
    const transactions = asUser.mock.calls.length;
    asUser.mockRestore();
    expect(reply.body.errors).toBeUndefined();
    const edges = (reply.body.data!.documents as { edges: { node: { source: { id: string } } }[] }).edges;
    expect(edges).toHaveLength(60);
    expect(new Set(edges.map((edge) => edge.node.source.id)).size).toBe(2);
    // The access check, the page (with its count) and one batch of sources: not one per document.
    expect(transactions).toBeLessThanOrEqual(3);
  });

  it('hides field suggestions when introspection is off, and only then', async () => {
    const typo = '{ documnts { totalCount } }';
    expect(messages(await gql(typo))).toMatch(/Did you mean "documents"/);
    dataOf(await alice.call('PATCH', `/projects/${projectId}`, { features: { graphqlIntrospection: false } }));
    const hidden = await gql(typo);
    expect(messages(hidden)).toMatch(/Cannot query field "documnts"/);
    expect(messages(hidden)).not.toMatch(/Did you mean|documents/);
    dataOf(await alice.call('PATCH', `/projects/${projectId}`, { features: { graphqlIntrospection: true } }));
  });
});
