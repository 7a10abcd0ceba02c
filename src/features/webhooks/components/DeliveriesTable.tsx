import { Button, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '../deliveryTypes';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import { formatDateTime } from '@/shared/lib/formatDate';
import { ScrollTable } from '@/shared/ui/ScrollTable';

interface DeliveriesTableProps {
  deliveries: WebhookDelivery[];
  onOpen: (deliveryId: string) => void;
}

/** Deliveries of a webhook, newest first; a row opens its attempts. */
export function DeliveriesTable({ deliveries, onOpen }: DeliveriesTableProps) {
  if (deliveries.length === 0) return <Text size="sm">No deliveries match.</Text>;
  return (
    <ScrollTable minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last code</Table.Th>
            <Table.Th>Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  ff="monospace"
                  onClick={() => onOpen(delivery.id)}
                  aria-label={`Open delivery ${delivery.event_type} ${formatDateTime(delivery.created_at)}`}
                >
                  {delivery.event_type}
                </Button>
              </Table.Td>
              <Table.Td>
                <DeliveryStatusBadge status={delivery.status} />
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{delivery.last_status_code ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(delivery.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
