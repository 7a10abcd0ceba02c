import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { webhooksSlice } from '../webhooksSlice';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useCreateWebhookMutation, useDeleteWebhookMutation } from '../webhooksApi';
import type { CreateWebhookBody } from '@contract/schemas';
import { selectProjectWebhooks } from '../webhooksSelectors';
import { selectDeliverySummaries } from '../deliverySelectors';
import { useDeliveriesWindow } from '../useDeliveriesWindow';
import { useWebhookDrawerParams } from '../useWebhookDrawerParams';
import type { Webhook } from '../types';
import { CreateWebhookModal } from './CreateWebhookModal';
import { WebhookDrawer } from './WebhookDrawer';
import { WebhooksTable } from './WebhooksTable';

// Summaries count the last 24 hours; a minute's precision keeps the selector's input stable between renders.
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** The project's webhooks: live list with delivery health, create (secret shown once), detail drawer, delete. */
export function WebhooksPanel({ projectId }: { projectId: string }) {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const status = useTableSubscription(webhooksSlice, scope);
  const webhooks = useAppSelector((state) => selectProjectWebhooks(state, projectId));
  // One live window of the project's deliveries (newest page, older on demand) feeds the table's
  // summaries and the drawer's list.
  const olderDeliveries = useDeliveriesWindow(projectId);
  const summaries = useAppSelector((state) => selectDeliverySummaries(state, currentMinute()));
  const drawer = useWebhookDrawerParams();
  const [create, creation] = useCreateWebhookMutation();
  const [remove, removal] = useDeleteWebhookMutation();
  const flow = useSecretOnceFlow({
    dialogs: { create: 'createWebhook', remove: 'deleteWebhook' },
    subject: projectId,
    rows: webhooks,
    creation,
    removal,
    create: (values: CreateWebhookBody) => create({ projectId, ...values }),
    remove: (webhook: Webhook) => remove({ projectId, id: webhook.id }),
  });

  return (
    <>
      <LiveListCard
        title="Webhooks"
        description="Receive a signed HTTP request when something happens in this project."
        action={
          <Button leftSection={<IconWebhook size={16} />} onClick={flow.openCreate}>
            Create webhook
          </Button>
        }
        status={status}
        count={webhooks.length}
        emptyText="No webhooks yet. Create one to get notified about sources and indexing."
      >
        <WebhooksTable webhooks={webhooks} summaries={summaries} onOpen={drawer.open} onDelete={flow.openDelete} />
      </LiveListCard>
      <WebhookDrawer
        webhook={webhooks.find((webhook) => webhook.id === drawer.webhookId)}
        olderDeliveries={olderDeliveries}
        onClose={drawer.close}
      />
      <CreateWebhookModal {...flow.formProps} />
      <ConfirmActionModal {...flow.confirmProps} title="Delete webhook" confirmLabel="Delete">
        Delete the webhook for <b>{flow.toDelete?.url}</b>? The endpoint stops receiving events immediately.
      </ConfirmActionModal>
      <SecretOnceModal {...flow.secretProps} title="Webhook signing secret" label="signing secret" />
    </>
  );
}
