import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { documentsApi } from '@/features/documents/documentsApi';
import { stubDashboardApi } from '../utils/stubDashboardApi';

const doc = (id: string) => ({ id, title: `Doc ${id}`, status: 'INDEXED' });

describe('documentsApi.listDocuments', () => {
  it('reads keyset pages: the next page asks for the cursor of the last one', async () => {
    const api = stubDashboardApi({
      'GET /projects/p1/documents?sourceId=s1&search=walrus': {
        body: { data: { documents: [doc('a')], nextCursor: 'c1' } },
      },
      'GET /projects/p1/documents?sourceId=s1&search=walrus&after=c1': {
        body: { data: { documents: [doc('b')], nextCursor: null } },
      },
    });
    const store = makeStore();
    const args = { projectId: 'p1', sourceId: 's1', search: 'walrus' };
    await store.dispatch(documentsApi.endpoints.listDocuments.initiate(args));
    await store.dispatch(documentsApi.endpoints.listDocuments.initiate(args, { direction: 'forward' }));
    const result = documentsApi.endpoints.listDocuments.select(args)(store.getState());
    expect(result.data?.pages.flatMap((page) => page.documents.map((d) => d.id))).toEqual(['a', 'b']);
    expect(result.hasNextPage).toBe(false);
    expect(api.calls).toHaveLength(2);
  });

  it('toasts "Failed fetching documents" with the error code and the server sentence', async () => {
    stubDashboardApi({
      'GET /projects/p1/documents?status=GONE': {
        status: 400,
        body: { errorCode: ['INVALID_STATUS'], error: 'Status must be one of: INDEXED, FAILED, SKIPPED' },
      },
    });
    const store = makeStore();
    await store.dispatch(documentsApi.endpoints.listDocuments.initiate({ projectId: 'p1', status: 'GONE' as never }));
    expect(store.getState().toasts.items.map((toast) => [toast.message, toast.extra])).toContainEqual([
      'Failed fetching documents',
      'INVALID_STATUS\nStatus must be one of: INDEXED, FAILED, SKIPPED',
    ]);
  });
});
