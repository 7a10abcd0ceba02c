import { useMemo } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import webhookDeliveryAttemptsSlice from '../webhookDeliveryAttemptsSlice';
import { selectDeliveryAttempts } from '../deliverySelectors';
import type { WebhookDelivery } from '../deliveryTypes';
import { useResendDeliveryMutation } from '../webhookActionsApi';
import { DeliveryAttempts } from './DeliveryAttempts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import { formatDateTime } from '@/shared/lib/formatDate';

/** One delivery: its live attempts with request and response, and Resend. */
export function DeliveryDetail({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) {
  const scope = useMemo(() => ({ column: 'delivery_id', value: delivery.id }), [delivery.id]);
  useTableSubscription(webhookDeliveryAttemptsSlice, scope);
  const attempts = useAppSelector((state) => selectDeliveryAttempts(state, delivery.id));
  const [resend, resending] = useResendDeliveryMutation();
  const ref = { projectId: delivery.project_id, webhookId: delivery.webhook_id, deliveryId: delivery.id };

  return (
    <Stack gap="sm" component="section" aria-label={`Delivery ${delivery.event_type}`}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={3} size="h5">
            {delivery.event_type}
          </Title>
          <DeliveryStatusBadge status={delivery.status} />
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconRepeat size={16} />} loading={resending.isLoading} onClick={() => void resend(ref)}>
            Resend
          </Button>
          <Button variant="default" onClick={onClose}>
            Back to deliveries
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Event {delivery.event_id} · {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
        {delivery.next_attempt_at ? ` · next at ${formatDateTime(delivery.next_attempt_at)}` : ''}
      </Text>
      <DeliveryAttempts attempts={attempts} />
    </Stack>
  );
}
