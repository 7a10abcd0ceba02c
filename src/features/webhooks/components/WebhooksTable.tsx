import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { WEBHOOK_SUCCESS_DEFINITION } from '@contract/measures';
import { RowActionButton } from '@/shared/ui/RowActionButton';
import type { DeliverySummary } from '../deliverySelectors';
import type { Webhook } from '../types';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import { ScrollTable } from '@/shared/ui/ScrollTable';

interface WebhooksTableProps {
  webhooks: Webhook[];
  summaries: Map<string, DeliverySummary>;
  onOpen: (webhookId: string) => void;
  onDelete: (webhook: Webhook) => void;
}

const rateText = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)} %`;

export function WebhooksTable({ webhooks, summaries, onOpen, onDelete }: WebhooksTableProps) {
  return (
    <>
      <ScrollTable minWidth={900}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Webhooks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>URL</Table.Th>
              <Table.Th>Events</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last delivery</Table.Th>
              <Table.Th aria-describedby="webhook-success-definition">Success (24 h)</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {webhooks.map((webhook) => (
              <Table.Tr key={webhook.id}>
                <Table.Td maw={280}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    ff="monospace"
                    maw="100%"
                    title={webhook.url}
                    aria-label={`Open webhook ${webhook.url}`}
                    onClick={() => onOpen(webhook.id)}
                  >
                    <Text span size="sm" ff="monospace" truncate="end">
                      {webhook.url}
                    </Text>
                  </Button>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {webhook.events.map((event) => (
                      <Badge key={event} variant="light" color="gray" size="sm" tt="none">
                        {event}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td c={webhook.description ? undefined : 'dimmed'}>{webhook.description || '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={webhook.enabled ? 'green' : 'gray'}>
                    {webhook.enabled ? 'Enabled' : 'Disabled'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {summaries.get(webhook.id)?.lastStatus ? (
                    <DeliveryStatusBadge status={summaries.get(webhook.id)!.lastStatus!} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      None yet
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{rateText(summaries.get(webhook.id)?.successRate)}</Table.Td>
                <Table.Td>
                  <RowActionButton label="Delete webhook" target={webhook.url} onClick={() => onDelete(webhook)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="xs" c="dimmed" mt="xs" id="webhook-success-definition">
        {WEBHOOK_SUCCESS_DEFINITION}
      </Text>
    </>
  );
}
