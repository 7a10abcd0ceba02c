import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestRow, SearchAnalytics } from '../../../contract/apiRequests';
import type { SearchHistoryRow } from '../../../contract/search';
import { dataOf, expectError } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { seedDocuments } from './corpus';
import { pushSource, searchAs } from './searchCalls';

// Searching as one types asks for "asn", "asn1 pa" on the way to "asn1 parser": each is answered, but
// only the settled search is kept in the history and counted in the request log's search analytics.
const world = apiWorld('Typeahead');

const search = (params: Record<string, string>) => searchAs(world.alice, world.projectId, params);

beforeAll(async () => {
  const source = await pushSource(world.alice, world.projectId);
  await seedDocuments(world.platform, source, [
    { title: 'asn1 parser', content: 'The asn1 parser reads DER encoded certificates.' },
  ]);
});

async function loggedSearches(): Promise<ApiRequestRow[]> {
  await world.platform.ctx.requestLog.flush();
  const { data, error } = await world.alice.client
    .from('api_requests')
    .select('*')
    .eq('project_id', world.projectId)
    .eq('kind', 'search')
    .order('created_at', { ascending: true });
  if (error) throw new Error(error.message);
  return data as ApiRequestRow[];
}

describe('typeahead searches', () => {
  it('answers them, but keeps only the settled search in the history and the search analytics', async () => {
    const typed = dataOf(await search({ q: 'asn1 pa', mode: 'keyword', typeahead: '1' }));
    expect(typed.hits.map((hit) => hit.document.title)).toEqual(['asn1 parser']);
    dataOf(await search({ q: 'asn', mode: 'keyword', typeahead: '1' }));
    const settled = dataOf(await search({ q: 'asn1 parser', mode: 'keyword', typeahead: '0' }));
    expect(settled.hits).toHaveLength(1);

    const history = dataOf(
      await world.alice.call<SearchHistoryRow[]>('GET', `/projects/${world.projectId}/search/history`),
    );
    expect(history.map((row) => row.query)).toEqual(['asn1 parser']);

    // Every request is in the log (the typed ones marked); only the settled one is a search of its own.
    const rows = await loggedSearches();
    expect(rows.map((row) => [row.query, row.detail.typeahead ?? false])).toEqual([
      ['asn1 pa', true],
      ['asn', true],
      ['asn1 parser', false],
    ]);
    const analytics = dataOf(
      await world.alice.call<SearchAnalytics>(
        'GET',
        `/projects/${world.projectId}/requests/search-analytics?window=24h`,
      ),
    );
    expect(analytics.searches).toBe(1);
    expect(analytics.zeroResultSearches).toBe(0);
    expect(analytics.top.map((stat) => stat.query)).toEqual(['asn1 parser']);
  });

  it('refuses any other value', async () => {
    expectError(await search({ q: 'asn', typeahead: 'yes' }), 400, 'INVALID_TYPEAHEAD');
  });
});
