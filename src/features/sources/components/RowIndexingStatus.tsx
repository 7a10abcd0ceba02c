import type { Source } from '../types';
import { useSourceValue } from '../useSourceValue';
import { IndexingStatus } from './IndexingStatus';

const pickStatus = ({ status, progress }: Source) => ({ status, progress });

/** The sources table's status cell content; subscribes to the status and progress of its source only. */
export function RowIndexingStatus({ sourceId }: { sourceId: string }) {
  const value = useSourceValue(sourceId, pickStatus);
  return value ? <IndexingStatus source={value} /> : null;
}
