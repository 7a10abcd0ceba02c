import type { Source } from '../types';
import { useSourceValue } from '../useSourceValue';

const pickCount = (source: Source) => source.documents_count;

/** The sources table's documents count; subscribes to that one number of its source. */
export function RowDocumentsCount({ sourceId }: { sourceId: string }) {
  return useSourceValue(sourceId, pickCount)?.toLocaleString() ?? null;
}
