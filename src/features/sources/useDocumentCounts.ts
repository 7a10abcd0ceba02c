import type { DocumentCounts } from '@contract/measures';
import { useDocumentCountsQuery } from './sourcesApi';
import type { Source } from './types';

/**
 * The source's documents by status (the contract's one definition), read again whenever its row says
 * they changed: a run starting or ending, or a push moving the indexed count. Undefined until first read.
 */
export function useDocumentCounts(source: Source): DocumentCounts | undefined {
  const version = `${source.status}:${source.documents_count}:${source.last_indexed_at ?? ''}`;
  const { data } = useDocumentCountsQuery({ projectId: source.project_id, sourceId: source.id, version });
  return data;
}
