import { IconShieldPlus } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { SecretKeysCard, type SecretKeysTexts } from '@/shared/ui/SecretKeysCard';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useCreateAdminKeyMutation, useRevokeAdminKeyMutation } from '../adminKeysApi';
import { adminKeysSlice, selectAllAdminKeys } from '../adminKeysSlice';
import type { AdminKey } from '../types';

const texts: SecretKeysTexts = {
  noun: 'admin key',
  createVerb: 'Create',
  removeVerb: 'Revoke',
  description: 'Admin keys manage every project of your account through the platform API. Treat them like passwords.',
  emptyText: 'No admin keys yet.',
  nameDescription: 'A label to recognise the key by, e.g. the tool or pipeline using it.',
  namePlaceholder: 'deploy-pipeline',
  consequence: 'Anything using it loses access immediately.',
};

/** /settings/admin-keys: account-level keys; live list, create (shown once), revoke with confirmation. */
export default function AdminKeysPage() {
  const status = useTableSubscription(adminKeysSlice, null);
  const keys = useAppSelector(selectAllAdminKeys);
  const [create, creation] = useCreateAdminKeyMutation();
  const [revoke, revocation] = useRevokeAdminKeyMutation();
  const flow = useSecretOnceFlow({
    dialogs: { create: 'generateAdminKey', remove: 'deleteAdminKey' },
    subject: null,
    rows: keys,
    creation,
    removal: revocation,
    create: (name: string) => create({ name }),
    remove: (key: AdminKey) => revoke({ id: key.id }),
  });

  return <SecretKeysCard flow={flow} status={status} rows={keys} icon={<IconShieldPlus size={16} />} texts={texts} />;
}
