import { useMemo } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useGetInvoicesInfiniteQuery } from '../billingApi';
import { flattenInvoicePages } from '../invoicePages';
import { InvoicesTable } from './InvoicesTable';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';

/** Past invoices, newest first, paged by the startingAfter cursor with "Load more". */
export function InvoicesCard() {
  const invoices = useGetInvoicesInfiniteQuery();
  const rows = useMemo(() => flattenInvoicePages(invoices.data?.pages ?? []), [invoices.data]);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Invoices">
      <Title order={3} size="h4" mb="sm">
        Invoices
      </Title>
      {invoices.isError && (
        <QueryErrorAlert error={invoices.error} onRetry={rows.length === 0 ? invoices.refetch : undefined} mb="sm">
          Invoices could not be loaded.
        </QueryErrorAlert>
      )}
      {invoices.isLoading ? (
        <SkeletonRows label="Loading invoices" rows={4} height={28} />
      ) : rows.length > 0 ? (
        <InvoicesTable invoices={rows} />
      ) : (
        !invoices.isError && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No invoices yet.
          </Text>
        )
      )}
      {rows.length > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            Showing {rows.length} invoice{rows.length === 1 ? '' : 's'}
          </Text>
          {invoices.hasNextPage && (
            <Button variant="default" loading={invoices.isFetchingNextPage} onClick={() => invoices.fetchNextPage()}>
              Load more
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
