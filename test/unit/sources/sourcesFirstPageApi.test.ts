import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { sourcesFirstPageApi } from '@/features/sources/sourcesFirstPageApi';
import { selectSourceIdsByProject } from '@/features/sources/sourcesSlice';
import { tableActions } from '@/shared/supabase/tableActions';
import type { Source } from '@/features/sources/types';

const read = vi.hoisted(() => ({ rows: [] as unknown[], calls: [] as string[][] }));
// The query builder as postgrest-js chains it; resolving to the rows given.
vi.mock('@/shared/supabase/client', () => ({
  getSupabase: () => {
    const builder = {
      from: (table: string) => (read.calls.push(['from', table]), builder),
      select: () => builder,
      eq: (column: string, value: string) => (read.calls.push(['eq', column, value]), builder),
      order: () => builder,
      limit: (n: number) => (read.calls.push(['limit', String(n)]), builder),
      then: (resolve: (reply: unknown) => unknown) => resolve({ data: read.rows, error: null, status: 200 }),
    };
    return builder;
  },
}));

const source = (id: string, projectId = 'p1') =>
  ({ id, project_id: projectId, owner_id: 'u1', name: id, updated_at: '2026-11-26T10:00:00Z' }) as unknown as Source;

beforeEach(() => {
  read.rows = [];
  read.calls = [];
});

describe("a project's first page of sources", () => {
  it('reads one page of the project and puts its rows in the sources table', async () => {
    read.rows = [source('a'), source('b')];
    const store = makeStore();
    await store.dispatch(sourcesFirstPageApi.endpoints.sourcesFirstPage.initiate('p1'));
    expect(read.calls).toEqual([
      ['from', 'sources'],
      ['eq', 'project_id', 'p1'],
      ['limit', '50'],
    ]);
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toEqual(['a', 'b']);
  });

  it("leaves the table alone when a sync has brought the project's sources first", async () => {
    read.rows = [source('a'), source('b')];
    const store = makeStore();
    store.dispatch(tableActions<Source>('sources').changesApplied({ changes: [{ kind: 'upsert', row: source('z') }] }));
    await store.dispatch(sourcesFirstPageApi.endpoints.sourcesFirstPage.initiate('p1'));
    expect(selectSourceIdsByProject(store.getState(), 'p1')).toEqual(['z']);
  });
});
