import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';
import { useCreateWebhookMutation, useDeleteWebhookMutation } from '../webhooksApi';
import type { WebhookFormValues } from '../webhookForm';
import { selectProjectWebhooks } from '../webhooksSelectors';
import type { Webhook } from '../types';
import { CreateWebhookModal } from './CreateWebhookModal';
import { WebhooksTable } from './WebhooksTable';

/** The project's webhooks: live list, create (signing secret shown once), delete with confirmation. */
export function WebhooksPanel({ projectId }: { projectId: string }) {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const status = useTableSubscription('webhooks', scope);
  const webhooks = useAppSelector((state) => selectProjectWebhooks(state, projectId));
  const [create, creation] = useCreateWebhookMutation();
  const [remove, removal] = useDeleteWebhookMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Webhook | null>(null);
  // The signing secret lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);

  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();

  const openCreate = () => {
    returnFocus.remember();
    creation.reset();
    setCreating(true);
  };

  const submit = async (values: WebhookFormValues) => {
    const request = create({ projectId, ...values });
    const result = await request;
    if (!result.data) return;
    // Drops the call's cache entry: after this nothing of it is left in the store.
    request.reset();
    setCreating(false);
    setSecret(takeSecret(result.data.secretHandle));
  };

  const openDelete = (webhook: Webhook) => {
    removal.reset();
    setToDelete(webhook);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove({ projectId, id: toDelete.id });
    if (result.data) setToDelete(null);
  };

  return (
    <>
      <LiveListCard
        title="Webhooks"
        description="Receive a signed HTTP request when something happens in this project."
        action={
          <Button leftSection={<IconWebhook size={16} />} onClick={openCreate}>
            Create webhook
          </Button>
        }
        status={status}
        count={webhooks.length}
        emptyText="No webhooks yet. Create one to get notified about sources and indexing."
      >
        <WebhooksTable webhooks={webhooks} onDelete={openDelete} />
      </LiveListCard>
      <CreateWebhookModal
        opened={creating}
        loading={creation.isLoading}
        error={creation.error}
        onSubmit={submit}
        onClose={() => setCreating(false)}
      />
      <ConfirmActionModal
        opened={toDelete !== null}
        title="Delete webhook"
        confirmLabel="Delete"
        failureTitle="Failed deleting webhook"
        loading={removal.isLoading}
        error={removal.error}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        Delete the webhook for <b>{toDelete?.url}</b>? The endpoint stops receiving events immediately.
      </ConfirmActionModal>
      <SecretOnceModal
        secret={secret}
        title="Webhook signing secret"
        label="signing secret"
        onClose={() => setSecret(null)}
        onExited={returnFocus.restore}
      />
    </>
  );
}
