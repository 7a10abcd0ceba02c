import { useDeferredValue, useState } from 'react';
import { Card, Group, Pagination, Table, Text } from '@mantine/core';
import { clampPage, pageSummary, SOURCES_PAGE_SIZE } from '../sourcesPaging';
import { SourceRow } from './SourceRow';
import { ScrollTable } from '@/shared/ui/ScrollTable';

/** Rows a first render mounts: more than a tall screen shows. */
const FIRST_ROWS = 20;

/**
 * The project's sources as a table, one page of SOURCES_PAGE_SIZE rows at a time: thousands of rows of
 * Mantine cells took seconds to mount, and every realtime commit laid them all out again. Rows off the
 * page have no components, so their realtime updates cost only the store.
 */
export function SourcesTable({ sourceIds }: { sourceIds: readonly string[] }) {
  const [requestedPage, setPage] = useState(1);
  const page = clampPage(requestedPage, sourceIds.length);
  const pages = Math.ceil(sourceIds.length / SOURCES_PAGE_SIZE);
  const shown = sourceIds.slice((page - 1) * SOURCES_PAGE_SIZE, page * SOURCES_PAGE_SIZE);
  // The first screenful mounts at once, the rest of the page in a background render React can pause:
  // a page of Mantine cells in one go was a long task on a first visit (docs/performance.md, scale).
  const rendered = useDeferredValue(shown, shown.slice(0, FIRST_ROWS));

  return (
    <Card withBorder radius="md" padding={0}>
      <ScrollTable minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Sources">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th>Connection</Table.Th>
              <Table.Th>Indexing</Table.Th>
              <Table.Th ta="right">Indexed documents</Table.Th>
              <Table.Th>Last indexed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rendered.map((id) => (
              <SourceRow key={id} sourceId={id} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {pages > 1 && (
        <Group justify="space-between" p="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {pageSummary(page, sourceIds.length)}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Card>
  );
}
