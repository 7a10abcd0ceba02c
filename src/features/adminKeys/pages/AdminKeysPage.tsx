import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button } from '@mantine/core';
import { IconShieldPlus } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { KeysTable } from '@/shared/ui/KeysTable';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { NameFormModal } from '@/shared/ui/NameFormModal';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useCreateAdminKeyMutation, useRevokeAdminKeyMutation } from '../adminKeysApi';
import { adminKeysSlice, selectAllAdminKeys } from '../adminKeysSlice';
import type { AdminKey } from '../types';

/** /settings/admin-keys: account-level keys; live list, create (shown once), revoke with confirmation. */
export default function AdminKeysPage() {
  const status = useTableSubscription(adminKeysSlice, null);
  const keys = useAppSelector(selectAllAdminKeys);
  const [create, creation] = useCreateAdminKeyMutation();
  const [revoke, revocation] = useRevokeAdminKeyMutation();
  const flow = useSecretOnceFlow({
    dialogs: { create: 'generateAdminKey', remove: 'deleteAdminKey' },
    scope: null,
    rows: keys,
    creation,
    removal: revocation,
    create: (name: string) => create({ name }),
    remove: (key: AdminKey) => revoke({ id: key.id }),
  });

  return (
    <>
      <LiveListCard
        title="Admin keys"
        description="Admin keys manage every project of your account through the platform API. Treat them like passwords."
        action={
          <Button leftSection={<IconShieldPlus size={16} />} onClick={flow.openCreate}>
            Create admin key
          </Button>
        }
        status={status}
        count={keys.length}
        emptyText="No admin keys yet."
      >
        <KeysTable caption="Admin keys" rows={keys} actionLabel="Revoke admin key" onAction={flow.openDelete} />
      </LiveListCard>
      <NameFormModal
        {...flow.formProps}
        title="Create admin key"
        label="Name"
        description="A label to recognise the key by, e.g. the tool or pipeline using it."
        placeholder="deploy-pipeline"
        submitLabel="Create"
      />
      <ConfirmActionModal {...flow.confirmProps} title="Revoke admin key" confirmLabel="Revoke">
        Revoke the admin key <b>{flow.toDelete?.name}</b>? Anything using it loses access immediately.
      </ConfirmActionModal>
      <SecretOnceModal {...flow.secretProps} title="New admin key" label="admin key" />
    </>
  );
}
