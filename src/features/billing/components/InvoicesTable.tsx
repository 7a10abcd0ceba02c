import { Anchor, Table, Text } from '@mantine/core';
import { isHttpUrl } from '@/shared/lib/httpUrl';
import { formatDay } from '@/shared/lib/formatDate';
import { formatMoney } from '../formatMoney';
import type { Invoice } from '../types';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { ScrollTable } from '@/shared/ui/ScrollTable';

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <ScrollTable minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                {isHttpUrl(invoice.hostedInvoiceUrl) ? (
                  <Anchor
                    href={invoice.hostedInvoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    ff="monospace"
                  >
                    {invoice.number}
                  </Anchor>
                ) : (
                  <Text size="sm" ff="monospace">
                    {invoice.number}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDay(invoice.created)}</Table.Td>
              <Table.Td c="dimmed">
                {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(invoice.amountDue, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
