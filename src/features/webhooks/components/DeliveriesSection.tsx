import { Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectWebhookDeliveries } from '../deliverySelectors';
import { DELIVERY_STATUSES } from '../deliveryTypes';
import type { OlderDeliveries } from '../useDeliveriesWindow';
import { useWebhookDrawerParams } from '../useWebhookDrawerParams';
import { WEBHOOK_EVENTS } from '@contract/enums';
import { DeliveriesTable } from './DeliveriesTable';
import { DeliveryDetail } from './DeliveryDetail';

// The list shows the newest deliveries; older ones stay in the table for 30 days. While fewer than
// SHOWN match, older ones than the project's live window holds load on demand.
const SHOWN = 100;

/** A webhook's live deliveries with status and event filters; one delivery opens its attempts. */
export function DeliveriesSection({ webhookId, older }: { webhookId: string; older: OlderDeliveries }) {
  const drawer = useWebhookDrawerParams();
  const all = useAppSelector((state) => selectWebhookDeliveries(state, webhookId));
  const open = drawer.deliveryId ? all.find((delivery) => delivery.id === drawer.deliveryId) : undefined;
  if (open) return <DeliveryDetail delivery={open} onClose={() => drawer.openDelivery(null)} />;
  const shown = all
    .filter((d) => (!drawer.status || d.status === drawer.status) && (!drawer.event || d.event_type === drawer.event))
    .slice(0, SHOWN);

  return (
    <Stack gap="sm" component="section" aria-label="Deliveries">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3} size="h5">
          Deliveries
        </Title>
        <Group gap="xs">
          <NativeSelect
            label="Status"
            size="xs"
            value={drawer.status}
            onChange={(event) => drawer.filter({ status: event.currentTarget.value })}
            data={[{ value: '', label: 'All' }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
          <NativeSelect
            label="Event"
            size="xs"
            value={drawer.event}
            onChange={(event) => drawer.filter({ event: event.currentTarget.value })}
            data={[
              { value: '', label: 'All' },
              ...[...WEBHOOK_EVENTS, 'webhook.test'].map((e) => ({ value: e, label: e })),
            ]}
          />
        </Group>
      </Group>
      <DeliveriesTable deliveries={shown} onOpen={(id) => drawer.openDelivery(id)} />
      {!older.complete && shown.length < SHOWN && (
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" loading={older.loading} onClick={older.load}>
            Load older deliveries
          </Button>
        </Group>
      )}
    </Stack>
  );
}
