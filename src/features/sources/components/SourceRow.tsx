import '@mantine/core/styles/Table.css';
import { memo } from 'react';
import { Table, Text, Tooltip } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { sourceDisplayName } from '../displayName';
import { formatRelativeTime } from '../formatTime';
import { isSourceConfigured } from '../isConfigured';
import { selectSourceById } from '../sourcesSlice';
import { ConnectionBadge } from './ConnectionBadge';
import { IndexingStatus } from './IndexingStatus';
import { SourceNameCell } from './SourceNameCell';

/**
 * One source in the project's table; selects its own row so a realtime change re-renders only it, and
 * within it only the cells whose values changed (progress updates skip the name and connection cells).
 */
export const SourceRow = memo(function SourceRow({ sourceId }: { sourceId: string }) {
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  if (!source) return null;
  const name = sourceDisplayName(source);
  return (
    <Table.Tr data-source-id={source.id}>
      <SourceNameCell projectId={source.project_id} sourceId={source.id} name={name} type={source.type} />
      <Table.Td>
        <ConnectionBadge configured={isSourceConfigured(source)} />
      </Table.Td>
      <Table.Td>
        <IndexingStatus source={source} />
      </Table.Td>
      <Table.Td ta="right">{source.documents_count.toLocaleString()}</Table.Td>
      <Table.Td>
        {source.last_indexed_at ? (
          <Tooltip label={new Date(source.last_indexed_at).toLocaleString()}>
            <Text size="sm">{formatRelativeTime(source.last_indexed_at)}</Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
