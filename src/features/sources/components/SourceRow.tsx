import { memo } from 'react';
import { Table } from '@mantine/core';
import { sourceDisplayName } from '../displayName';
import { connectionLabel } from '../isConfigured';
import type { Source } from '../types';
import { useSourceValue } from '../useSourceValue';
import { ConnectionBadge } from './ConnectionBadge';
import { RowDocumentsCount } from './RowDocumentsCount';
import { RowIndexingStatus } from './RowIndexingStatus';
import { RowLastIndexed } from './RowLastIndexed';
import { SourceNameCell } from './SourceNameCell';

const pickHead = (source: Source) => ({
  projectId: source.project_id,
  name: sourceDisplayName(source),
  type: source.type,
  connection: connectionLabel(source),
});

/**
 * One source in the project's table. The row and each live cell subscribe to their own values, so an
 * indexing event re-renders only the cells it changed (status, count), not the row or its neighbours.
 */
export const SourceRow = memo(function SourceRow({ sourceId }: { sourceId: string }) {
  const head = useSourceValue(sourceId, pickHead);
  if (!head) return null;
  return (
    <Table.Tr data-source-id={sourceId}>
      <SourceNameCell projectId={head.projectId} sourceId={sourceId} name={head.name} type={head.type} />
      <Table.Td>
        <ConnectionBadge label={head.connection} />
      </Table.Td>
      <Table.Td>
        <RowIndexingStatus sourceId={sourceId} />
      </Table.Td>
      <Table.Td ta="right">
        <RowDocumentsCount sourceId={sourceId} />
      </Table.Td>
      <Table.Td>
        <RowLastIndexed sourceId={sourceId} />
      </Table.Td>
    </Table.Tr>
  );
});
