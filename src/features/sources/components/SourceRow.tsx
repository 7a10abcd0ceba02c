import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { paths } from '@/shared/routing/paths';
import { sourceDisplayName } from '../displayName';
import { formatRelativeTime } from '../formatTime';
import { selectSourceById } from '../sourcesSlice';
import { sourceTypeLabel } from '../sourceTypes';
import { ConnectionBadge } from './ConnectionBadge';
import { IndexingStatus } from './IndexingStatus';
import { SourceTypeIcon } from './SourceTypeIcon';

/** One source in the project's table; selects its own row so a realtime change re-renders only it. */
export const SourceRow = memo(function SourceRow({ sourceId }: { sourceId: string }) {
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  if (!source) return null;
  const name = sourceDisplayName(source);
  return (
    <Table.Tr data-source-id={source.id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <SourceTypeIcon type={source.type} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.source(source.project_id, source.id)} fw={500} truncate="end">
              {name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {sourceTypeLabel(source.type)}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <ConnectionBadge source={source} />
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
