import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@/shared/lib/formatDate';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { formatMoney } from '../formatMoney';
import { useGetUpcomingInvoiceQuery } from '../billingApi';
import classes from './UpcomingInvoiceCard.module.css';

/** The next invoice: what will be charged and for which period. */
export function UpcomingInvoiceCard() {
  const upcoming = useGetUpcomingInvoiceQuery();
  const invoice = upcoming.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Upcoming invoice">
      <Title order={3} size="h4" mb="sm">
        Upcoming invoice
      </Title>
      {upcoming.isLoading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={32} width={160} />
          <Skeleton height={16} width="60%" />
        </Stack>
      ) : upcoming.isError ? (
        <QueryErrorAlert error={upcoming.error} onRetry={upcoming.refetch}>
          The upcoming invoice could not be loaded.
        </QueryErrorAlert>
      ) : invoice ? (
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Text fz={28} fw={700}>
              {formatMoney(invoice.amountDue, invoice.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {invoice.description}
            </Text>
          </Stack>
          <Stack gap={2} className={classes.dates}>
            <Text size="sm">Billed on {formatDay(invoice.created)}</Text>
            <Text size="sm" c="dimmed">
              Period {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing to pay: there is no upcoming invoice.
        </Text>
      )}
    </Card>
  );
}
