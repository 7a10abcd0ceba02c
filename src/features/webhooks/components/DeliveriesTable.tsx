import { Button, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '../deliveryTypes';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';

interface DeliveriesTableProps {
  deliveries: WebhookDelivery[];
  onOpen: (deliveryId: string) => void;
}

/** Deliveries of a webhook, newest first; a row opens its attempts. */
export function DeliveriesTable({ deliveries, onOpen }: DeliveriesTableProps) {
  if (deliveries.length === 0) return <Text size="sm">No deliveries match.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
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
                  aria-label={`Open delivery ${delivery.event_type} ${new Date(delivery.created_at).toLocaleTimeString()}`}
                >
                  {delivery.event_type}
                </Button>
              </Table.Td>
              <Table.Td>
                <DeliveryStatusBadge status={delivery.status} />
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{delivery.last_status_code ?? '—'}</Table.Td>
              <Table.Td>{new Date(delivery.created_at).toLocaleTimeString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
