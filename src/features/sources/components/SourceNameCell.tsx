import { memo } from 'react';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { sourceTypeLabel } from '../sourceTypes';
import type { SourceType } from '../types';
import { SourceTypeIcon } from './SourceTypeIcon';
import { AppLink } from '@/shared/ui/AppLink';

interface SourceNameCellProps {
  projectId: string;
  sourceId: string;
  name: string;
  type: SourceType;
}

/** Icon, linked name and type of a source row; memoised on primitives, so progress updates skip it. */
export const SourceNameCell = memo(function SourceNameCell({ projectId, sourceId, name, type }: SourceNameCellProps) {
  return (
    // Wide enough for a name to be read while the other columns scroll under it on a phone.
    <Table.Td miw={200}>
      <Group gap="sm" wrap="nowrap">
        <SourceTypeIcon type={type} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={AppLink} to={paths.source(projectId, sourceId)} fw={500} truncate="end">
            {name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {sourceTypeLabel(type)}
          </Text>
        </Stack>
      </Group>
    </Table.Td>
  );
});
