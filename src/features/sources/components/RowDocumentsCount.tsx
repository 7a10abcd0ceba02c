import { groupDigits } from '../sourcesPaging';
import type { Source } from '../types';
import { useSourceValue } from '../useSourceValue';

const pickCount = (source: Source) => source.documents_count;

/**
 * The sources table's documents count; subscribes to that one number of its source. Grouped by hand:
 * the first toLocaleString of a page loads locale data inside the render (a long task, bench scale).
 */
export function RowDocumentsCount({ sourceId }: { sourceId: string }) {
  const count = useSourceValue(sourceId, pickCount);
  return count === undefined ? null : groupDigits(count);
}
