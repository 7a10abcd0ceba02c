import { Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/formatDate';
import { formatRelativeTime } from '../formatTime';
import type { Source } from '../types';
import { useSourceValue } from '../useSourceValue';

const pickLastIndexed = (source: Source) => source.last_indexed_at;

/** When the source was last indexed, relative with the exact time on hover, or "Never". */
export function RowLastIndexed({ sourceId }: { sourceId: string }) {
  const lastIndexedAt = useSourceValue(sourceId, pickLastIndexed);
  return lastIndexedAt ? (
    <Tooltip label={formatDateTime(lastIndexedAt)}>
      <Text size="sm">{formatRelativeTime(lastIndexedAt)}</Text>
    </Tooltip>
  ) : (
    <Text size="sm" c="dimmed">
      Never
    </Text>
  );
}
