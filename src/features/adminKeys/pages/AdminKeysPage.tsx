import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconShieldPlus } from '@tabler/icons-react';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { KeysTable } from '@/shared/ui/KeysTable';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { NameFormModal } from '@/shared/ui/NameFormModal';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';
import { useCreateAdminKeyMutation, useRevokeAdminKeyMutation } from '../adminKeysApi';
import { selectAllAdminKeys } from '../adminKeysSlice';
import type { AdminKey } from '../types';

/** /settings/admin-keys: account-level keys; live list, create (shown once), revoke with confirmation. */
export default function AdminKeysPage() {
  const status = useTableSubscription('admin_keys', null);
  const keys = useAppSelector(selectAllAdminKeys);
  const [create, creation] = useCreateAdminKeyMutation();
  const [revoke, revocation] = useRevokeAdminKeyMutation();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<AdminKey | null>(null);
  // The key lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);

  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();

  const openCreate = () => {
    returnFocus.remember();
    creation.reset();
    setCreating(true);
  };

  const submitName = async (name: string) => {
    const request = create({ name });
    const result = await request;
    if (!result.data) return;
    // Drops the call's cache entry: after this nothing of it is left in the store.
    request.reset();
    setCreating(false);
    setSecret(takeSecret(result.data.secretHandle));
  };

  const openRevoke = (key: AdminKey) => {
    revocation.reset();
    setToRevoke(key);
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    const result = await revoke({ id: toRevoke.id });
    if (result.data) setToRevoke(null);
  };

  return (
    <>
      <LiveListCard
        title="Admin keys"
        description="Admin keys manage every project of your account through the platform API. Treat them like passwords."
        action={
          <Button leftSection={<IconShieldPlus size={16} />} onClick={openCreate}>
            Create admin key
          </Button>
        }
        status={status}
        count={keys.length}
        emptyText="No admin keys yet."
      >
        <KeysTable caption="Admin keys" rows={keys} actionLabel="Revoke admin key" onAction={openRevoke} />
      </LiveListCard>
      <NameFormModal
        opened={creating}
        title="Create admin key"
        label="Name"
        description="A label to recognise the key by, e.g. the tool or pipeline using it."
        placeholder="deploy-pipeline"
        submitLabel="Create"
        failureTitle="Failed creating admin key"
        loading={creation.isLoading}
        error={creation.error}
        onSubmit={submitName}
        onClose={() => setCreating(false)}
      />
      <ConfirmActionModal
        opened={toRevoke !== null}
        title="Revoke admin key"
        confirmLabel="Revoke"
        failureTitle="Failed revoking admin key"
        loading={revocation.isLoading}
        error={revocation.error}
        onConfirm={confirmRevoke}
        onClose={() => setToRevoke(null)}
      >
        Revoke the admin key <b>{toRevoke?.name}</b>? Anything using it loses access immediately.
      </ConfirmActionModal>
      <SecretOnceModal
        secret={secret}
        title="New admin key"
        label="admin key"
        onClose={() => setSecret(null)}
        onExited={returnFocus.restore}
      />
    </>
  );
}
