import { Divider, Drawer, Stack } from '@mantine/core';
import type { Webhook } from '../types';
import type { OlderDeliveries } from '../useDeliveriesWindow';
import { DeliveriesSection } from './DeliveriesSection';
import { VerifySnippet } from './VerifySnippet';
import { WebhookSettingsForm } from './WebhookSettingsForm';
import { WebhookTools } from './WebhookTools';

interface WebhookDrawerProps {
  webhook: Webhook | undefined;
  olderDeliveries: OlderDeliveries;
  onClose: () => void;
}

/** A webhook's detail: settings, test and rotation, live deliveries and how to verify them. */
export function WebhookDrawer({ webhook, olderDeliveries, onClose }: WebhookDrawerProps) {
  return (
    <Drawer
      opened={!!webhook}
      onClose={onClose}
      position="right"
      size="xl"
      title="Webhook"
      closeButtonProps={{ 'aria-label': 'Close webhook' }}
    >
      {webhook && (
        <Stack gap="lg">
          <WebhookTools webhook={webhook} />
          <WebhookSettingsForm key={webhook.id} webhook={webhook} />
          <Divider />
          <DeliveriesSection webhookId={webhook.id} older={olderDeliveries} />
          <Divider />
          <VerifySnippet />
        </Stack>
      )}
    </Drawer>
  );
}
