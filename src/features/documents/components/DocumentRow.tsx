import { memo } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatDay } from '@/shared/lib/formatDate';
import { formatBytes } from '../format';
import type { DocumentItem } from '../types';
import { DocumentStatusBadge } from './DocumentStatusBadge';

/** A document in the list; its title opens the drawer. Text only, never HTML. */
export const DocumentRow = memo(function DocumentRow({
  document,
  onOpen,
}: {
  document: DocumentItem;
  onOpen: (id: string) => void;
}) {
  return (
    <Table.Tr data-document-id={document.id}>
      <Table.Td maw={360}>
        <UnstyledButton onClick={() => onOpen(document.id)} style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={500} c="blue" td="underline">
            {document.title}
          </Text>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <DocumentStatusBadge status={document.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{document.mime_type ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatBytes(document.size_bytes)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDay(document.updated_at)}</Text>
      </Table.Td>
      <Table.Td maw={280}>
        {document.error && (
          <Text size="sm" c="red">
            {document.error}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
