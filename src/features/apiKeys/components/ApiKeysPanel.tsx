import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { apiKeysSlice } from '../apiKeysSlice';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { KeysTable } from '@/shared/ui/KeysTable';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { NameFormModal } from '@/shared/ui/NameFormModal';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useDeleteApiKeyMutation, useGenerateApiKeyMutation } from '../apiKeysApi';
import { selectProjectApiKeys } from '../apiKeysSelectors';
import type { ApiKey } from '../types';

/** The project's API keys: live list, generate (key shown once), delete with confirmation. */
export function ApiKeysPanel({ projectId }: { projectId: string }) {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const status = useTableSubscription(apiKeysSlice, scope);
  const keys = useAppSelector((state) => selectProjectApiKeys(state, projectId));
  const [generate, generation] = useGenerateApiKeyMutation();
  const [remove, removal] = useDeleteApiKeyMutation();
  const flow = useSecretOnceFlow({
    dialogs: { create: 'generateApiKey', remove: 'deleteApiKey' },
    scope: projectId,
    rows: keys,
    creation: generation,
    removal,
    create: (name: string) => generate({ projectId, name }),
    remove: (key: ApiKey) => remove({ projectId, id: key.id }),
  });

  return (
    <>
      <LiveListCard
        title="API keys"
        description="Keys authenticate your applications against this project's API."
        action={
          <Button leftSection={<IconKey size={16} />} onClick={flow.openCreate}>
            Generate API key
          </Button>
        }
        status={status}
        count={keys.length}
        emptyText="No API keys yet. Generate one to call this project's API."
      >
        <KeysTable caption="API keys" rows={keys} actionLabel="Delete API key" onAction={flow.openDelete} />
      </LiveListCard>
      <NameFormModal
        {...flow.formProps}
        title="Generate API key"
        label="Name"
        description="A label to recognise the key by, e.g. the app or environment using it."
        placeholder="production-backend"
        submitLabel="Generate"
      />
      <ConfirmActionModal {...flow.confirmProps} title="Delete API key" confirmLabel="Delete">
        Delete the API key <b>{flow.toDelete?.name}</b>? Applications using it will stop working immediately.
      </ConfirmActionModal>
      <SecretOnceModal {...flow.secretProps} title="New API key" label="API key" />
    </>
  );
}
