import type { ReactNode } from 'react';
import { Code, Table, VisuallyHidden } from '@mantine/core';
import { RowActionButton } from '@/shared/ui/RowActionButton';
import { formatDay } from '@/shared/lib/formatDate';
import { ScrollTable } from '@/shared/ui/ScrollTable';

/** What API keys and admin keys have in common: the secret itself is never here, only its prefix. */
export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

interface KeysTableProps<Row extends KeyRow> {
  /** Accessible table name, e.g. "API keys". */
  caption: string;
  rows: Row[];
  /** Label of the destructive action for one row, e.g. "Delete API key". */
  actionLabel: string;
  onAction: (row: Row) => void;
  /** One more column after "Last used", e.g. a key's recent requests. */
  extraColumn?: { header: string; cell: (row: Row) => ReactNode };
}

export function KeysTable<Row extends KeyRow>({
  caption,
  rows,
  actionLabel,
  onAction,
  extraColumn,
}: KeysTableProps<Row>) {
  return (
    <ScrollTable minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            {extraColumn && <Table.Th>{extraColumn.header}</Table.Th>}
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={500}>{row.name}</Table.Td>
              <Table.Td>
                <Code>{row.prefix}…</Code>
              </Table.Td>
              <Table.Td>{formatDay(row.created_at)}</Table.Td>
              <Table.Td c={row.last_used_at ? undefined : 'dimmed'}>
                {row.last_used_at ? formatDay(row.last_used_at) : 'Never'}
              </Table.Td>
              {extraColumn && <Table.Td>{extraColumn.cell(row)}</Table.Td>}
              <Table.Td>
                <RowActionButton label={actionLabel} target={row.name} onClick={() => onAction(row)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
