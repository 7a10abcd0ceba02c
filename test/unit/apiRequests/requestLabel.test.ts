import { describe, expect, it } from 'vitest';
import { requestLabel } from '@/features/apiRequests/format';

const projectId = '6c1f0a4e-2b7d-4e3a-9f15-0d8c2a9b7e41';

describe('requestLabel', () => {
  it("shows a push request's path as sent below the project, not its route pattern", () => {
    const row = {
      kind: 'push' as const,
      project_id: projectId,
      operation: 'DELETE /sources/:sourceId/documents/:id',
      detail: { method: 'DELETE', path: `/push/v1/projects/${projectId}/sources/s1/documents/notes/a.md` },
    };
    expect(requestLabel(row)).toBe('DELETE /sources/s1/documents/notes/a.md');
  });

  it("keeps a GraphQL request's operation, and the operation when no path was recorded", () => {
    const detail = { method: 'POST', path: `/graphql/v1/projects/${projectId}` };
    expect(requestLabel({ kind: 'graphql', project_id: projectId, operation: 'ListSources', detail })).toBe(
      'ListSources',
    );
    expect(requestLabel({ kind: 'search', project_id: projectId, operation: 'GET /search', detail: {} })).toBe(
      'GET /search',
    );
  });
});
