import { Group, Stack, Text } from '@mantine/core';
import { BillingPortalButton } from '../components/BillingPortalButton';
import { InvoicesCard } from '../components/InvoicesCard';
import { UpcomingInvoiceCard } from '../components/UpcomingInvoiceCard';

/** /settings/billing: the upcoming invoice, past invoices and the billing portal. */
export default function BillingPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Payment methods, billing details and receipts are managed in the billing portal.
        </Text>
        <BillingPortalButton />
      </Group>
      <UpcomingInvoiceCard />
      <InvoicesCard />
    </Stack>
  );
}
