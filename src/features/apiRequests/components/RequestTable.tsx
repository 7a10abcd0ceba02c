import { memo } from 'react';
import { Badge, Code, Table, Text, UnstyledButton } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { ScrollTable } from '@/shared/ui/ScrollTable';
import { TableHeader } from '@/shared/ui/TableHeader';
import { selectApiRequestById } from '../apiRequestsSelectors';
import { callerOf, formatDuration, formatRequestTime, KIND_LABELS, requestLabel, statusColor } from '../format';
import { useProgressiveCount } from '../useProgressiveCount';

// A first page of rows mounts in slices of this many, one a frame (each row is many Mantine parts).
const ROWS_PER_FRAME = 25;

const RequestRow = memo(function RequestRow({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const row = useAppSelector((state) => selectApiRequestById(state, id));
  if (!row) return null;
  const time = formatRequestTime(row.created_at);
  const label = requestLabel(row);
  return (
    <Table.Tr onClick={() => onOpen(id)} style={{ cursor: 'pointer' }} data-testid="request-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onOpen(id);
          }}
          aria-label={`Open request ${label ?? KIND_LABELS[row.kind]} at ${time}`}
          fz="sm"
        >
          {time}
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color="gray" size="sm">
          {KIND_LABELS[row.kind]}
        </Badge>
      </Table.Td>
      <Table.Td maw={280}>
        <Text size="sm" truncate="end" title={row.operation ?? undefined}>
          {label ?? '—'}
        </Text>
        {row.query !== null && <Text size="xs" c="dimmed" truncate="end">{`“${row.query}”`}</Text>}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={statusColor(row.status)} size="sm">
          {row.status}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(row.duration_ms)}</Table.Td>
      <Table.Td>{row.result_count ?? '—'}</Table.Td>
      <Table.Td>
        {row.api_key_prefix ? (
          <Code>{row.api_key_prefix}…</Code>
        ) : (
          <Text size="sm" c="dimmed">
            {callerOf(row)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

const COLUMNS = ['Time', 'Kind', 'Operation', 'Status', 'Duration', 'Results', 'Key'];

/** The requests shown, newest first; a row opens the drawer. */
export function RequestTable({ ids, onOpen }: { ids: readonly string[]; onOpen: (id: string) => void }) {
  const shown = useProgressiveCount(ids.length, ROWS_PER_FRAME);
  return (
    <ScrollTable minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Requests">
        <TableHeader columns={COLUMNS} />
        <Table.Tbody>
          {ids.slice(0, shown).map((id) => (
            <RequestRow key={id} id={id} onOpen={onOpen} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
