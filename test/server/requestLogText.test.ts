import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestRow } from '../../contract/apiRequests';
import { dataOf, expectError } from './api/apiClient';
import { apiWorld } from './api/world';
import { pushSource, searchAs } from './search/searchCalls';

// A request carrying a NUL character is refused (400); the log still records it, and the other requests
// written in the same batch, instead of the database refusing the whole batch.
const world = apiWorld('Log text');

beforeAll(async () => {
  await pushSource(world.alice, world.projectId);
});

describe('the request log and text Postgres cannot store', () => {
  it('records a search with a NUL character, and the searches batched with it', async () => {
    dataOf(await searchAs(world.alice, world.projectId, { q: 'before', mode: 'keyword' }));
    expectError(await searchAs(world.alice, world.projectId, { q: 'a\u0000b', mode: 'keyword' }), 400, 'INVALID_Q');
    dataOf(await searchAs(world.alice, world.projectId, { q: 'after', mode: 'keyword' }));
    await world.platform.ctx.requestLog.flush();
    const { data, error } = await world.alice.client
      .from('api_requests')
      .select('query, status')
      .eq('project_id', world.projectId)
      .eq('kind', 'search')
      .order('created_at', { ascending: true });
    expect(error).toBeNull();
    expect((data as Pick<ApiRequestRow, 'query' | 'status'>[]).map((row) => [row.query, row.status])).toEqual([
      ['before', 200],
      ['a\uFFFDb', 400],
      ['after', 200],
    ]);
  });
});
