import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TableStatus } from '@/shared/supabase/tableActions';
import { SyncErrorAlert } from '@/shared/ui/SyncErrorAlert';
import { SkeletonRows } from './SkeletonRows';

interface LiveListCardProps {
  title: string;
  description: string;
  /** The create button. */
  action: ReactNode;
  /** Sync status of the realtime-fed list. */
  status: TableStatus;
  count: number;
  emptyText: string;
  children: ReactNode;
}

interface LiveListBodyProps {
  status: TableStatus;
  /** The rows held: none while the first select is on its way means it has not answered yet. */
  count: number;
  /** The rows shown, when filters hide some of those held. */
  shown?: number;
  /** Shown until the first select has answered. */
  loading: ReactNode;
  /** Shown when the list is empty (or nothing matches its filters). */
  empty: ReactNode;
  children: ReactNode;
}

/** A realtime-synced list's body: its skeleton until the first select, its empty state, or its rows. */
export function LiveListBody({ status, count, shown = count, loading, empty, children }: LiveListBodyProps) {
  if (count === 0 && (status === 'idle' || status === 'loading')) return loading;
  return shown === 0 ? empty : children;
}

/** A card around a realtime-synced list: skeleton until the first select, error and empty states, a sync badge. */
export function LiveListCard({ title, description, action, status, count, emptyText, children }: LiveListCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      {/* Wraps on narrow screens so the action button is never clipped. */}
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Title order={3} size="h4">
              {title}
            </Title>
            {status === 'offline' && (
              <Badge color="orange" variant="light" size="sm">
                Reconnecting
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {action}
      </Group>
      {status === 'error' && <SyncErrorAlert what={title.toLowerCase()} subject="The list" mb="md" />}
      <LiveListBody
        status={status}
        count={count}
        loading={<SkeletonRows label={`Loading ${title.toLowerCase()}`} rows={3} height={28} />}
        empty={
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {emptyText}
          </Text>
        }
      >
        {children}
      </LiveListBody>
    </Card>
  );
}
