import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { KeysTable } from '@/shared/ui/KeysTable';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { NameFormModal } from '@/shared/ui/NameFormModal';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';
import { useDeleteApiKeyMutation, useGenerateApiKeyMutation } from '../apiKeysApi';
import { selectProjectApiKeys } from '../apiKeysSelectors';
import type { ApiKey } from '../types';

/** The project's API keys: live list, generate (key shown once), delete with confirmation. */
export function ApiKeysPanel({ projectId }: { projectId: string }) {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const status = useTableSubscription('api_keys', scope);
  const keys = useAppSelector((state) => selectProjectApiKeys(state, projectId));
  const [generate, generation] = useGenerateApiKeyMutation();
  const [remove, removal] = useDeleteApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ApiKey | null>(null);
  // The key lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);

  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();

  const openCreate = () => {
    returnFocus.remember();
    generation.reset();
    setCreating(true);
  };

  const submitName = async (name: string) => {
    const request = generate({ projectId, name });
    const result = await request;
    if (!result.data) return;
    // Drops the call's cache entry: after this nothing of it is left in the store.
    request.reset();
    setCreating(false);
    setSecret(takeSecret(result.data.secretHandle));
  };

  const openDelete = (key: ApiKey) => {
    removal.reset();
    setToDelete(key);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove({ projectId, id: toDelete.id });
    if (result.data) setToDelete(null);
  };

  return (
    <>
      <LiveListCard
        title="API keys"
        description="Keys authenticate your applications against this project's API."
        action={
          <Button leftSection={<IconKey size={16} />} onClick={openCreate}>
            Generate API key
          </Button>
        }
        status={status}
        count={keys.length}
        emptyText="No API keys yet. Generate one to call this project's API."
      >
        <KeysTable caption="API keys" rows={keys} actionLabel="Delete API key" onAction={openDelete} />
      </LiveListCard>
      <NameFormModal
        opened={creating}
        title="Generate API key"
        label="Name"
        description="A label to recognise the key by, e.g. the app or environment using it."
        placeholder="production-backend"
        submitLabel="Generate"
        failureTitle="Failed generating new API key"
        loading={generation.isLoading}
        error={generation.error}
        onSubmit={submitName}
        onClose={() => setCreating(false)}
      />
      <ConfirmActionModal
        opened={toDelete !== null}
        title="Delete API key"
        confirmLabel="Delete"
        failureTitle="Failed deleting API key"
        loading={removal.isLoading}
        error={removal.error}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        Delete the API key <b>{toDelete?.name}</b>? Applications using it will stop working immediately.
      </ConfirmActionModal>
      <SecretOnceModal
        secret={secret}
        title="New API key"
        label="API key"
        onClose={() => setSecret(null)}
        onExited={returnFocus.restore}
      />
    </>
  );
}
