import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { RowActionButton } from '@/shared/ui/RowActionButton';
import type { Webhook } from '../types';

interface WebhooksTableProps {
  webhooks: Webhook[];
  onDelete: (webhook: Webhook) => void;
}

export function WebhooksTable({ webhooks, onDelete }: WebhooksTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Webhooks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((webhook) => (
            <Table.Tr key={webhook.id}>
              <Table.Td maw={280}>
                <Text size="sm" ff="monospace" truncate="end" title={webhook.url}>
                  {webhook.url}
                </Text>
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
                <RowActionButton label="Delete webhook" target={webhook.url} onClick={() => onDelete(webhook)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
