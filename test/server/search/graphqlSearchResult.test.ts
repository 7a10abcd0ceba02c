import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRequestRow } from '../../../contract/apiRequests';
import { apiWorld } from '../api/world';
import { seedDocuments } from './corpus';
import { pushSource } from './searchCalls';

// A search over its work budget needs more than POSTINGS_BUDGET chunks of one common word; here the
// ranking says so for one query text instead, so this file tests what GraphQL makes of the flag.
const CUT_SHORT = 'release cut short';
vi.mock('../../../server/search/searchService', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/search/searchService')>();
  return {
    ...original,
    searchProject: async (...args: Parameters<typeof original.searchProject>) => {
      const result = await original.searchProject(...args);
      return args[3].text === CUT_SHORT ? { ...result, partial: true } : result;
    },
  };
});

const world = apiWorld('GraphQL search result', 'free');

const gql = async (query: string) => {
  const response = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.alice.session.access_token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
};

beforeAll(async () => {
  const source = await pushSource(world.alice, world.projectId);
  await seedDocuments(world.platform, source, [
    { title: 'Release handbook', content: 'Tagging a release starts with the changelog.' },
  ]);
});

describe('GraphQL searchResult', () => {
  it('says whether the work budget cut the search short, with the mode that answered', async () => {
    const fields = 'partial mode tookMs embedder hits { document { title } }';
    const whole = await gql(`{ searchResult(query: "release") { ${fields} } }`);
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.searchResult).toMatchObject({
      partial: false,
      mode: 'KEYWORD',
      embedder: null,
      hits: [{ document: { title: 'Release handbook' } }],
    });
    const cut = await gql(`{ searchResult(query: "${CUT_SHORT}") { ${fields} } }`);
    expect(cut.data!.searchResult).toMatchObject({
      partial: true,
      hits: [{ document: { title: 'Release handbook' } }],
    });
    // `search` stays the list of hits it always was.
    const list = await gql('{ search(query: "release") { document { title } } }');
    expect(list.data!.search).toEqual([{ document: { title: 'Release handbook' } }]);
  });

  it('counts against the searches a request may make, and in search analytics', async () => {
    const four = await gql(
      '{ a: searchResult(query: "a") { partial } b: searchResult(query: "b") { partial } c: search(query: "c") { score } d: searchResult(query: "d") { partial } }',
    );
    expect(four.errors?.[0].message).toBe('At most 3 searches per request');
    await gql('query Find { searchResult(query: "changelog") { hits { score } } }');
    await world.platform.ctx.requestLog.flush();
    const { data } = await world.alice.client
      .from('api_requests')
      .select('*')
      .eq('project_id', world.projectId)
      .eq('operation', 'Find');
    expect(data as ApiRequestRow[]).toEqual([expect.objectContaining({ query: 'changelog', result_count: 1 })]);
  });
});
