import { useMemo } from 'react';
import { IconKey } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { apiKeysSlice } from '../apiKeysSlice';
import { SecretKeysCard, type SecretKeysTexts } from '@/shared/ui/SecretKeysCard';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useDeleteApiKeyMutation, useGenerateApiKeyMutation, useGetKeyRequestCountsQuery } from '../apiKeysApi';
import { selectProjectApiKeys } from '../apiKeysSelectors';
import type { ApiKey } from '../types';

const texts: SecretKeysTexts = {
  noun: 'API key',
  createVerb: 'Generate',
  removeVerb: 'Delete',
  description: "Keys authenticate your applications against this project's API.",
  emptyText: "No API keys yet. Generate one to call this project's API.",
  nameDescription: 'A label to recognise the key by, e.g. the app or environment using it.',
  namePlaceholder: 'production-backend',
  consequence: 'Applications using it will stop working immediately.',
};

/** The project's API keys: live list, generate (key shown once), delete with confirmation. */
export function ApiKeysPanel({ projectId }: { projectId: string }) {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const status = useTableSubscription(apiKeysSlice, scope);
  const keys = useAppSelector((state) => selectProjectApiKeys(state, projectId));
  const [generate, generation] = useGenerateApiKeyMutation();
  const [remove, removal] = useDeleteApiKeyMutation();
  const flow = useSecretOnceFlow({
    dialogs: { create: 'generateApiKey', remove: 'deleteApiKey' },
    subject: projectId,
    rows: keys,
    creation: generation,
    removal,
    create: (name: string) => generate({ projectId, name }),
    remove: (key: ApiKey) => remove({ projectId, id: key.id }),
  });

  const usage = useGetKeyRequestCountsQuery({ projectId }, { refetchOnMountOrArgChange: 30 });
  const counts = useMemo(
    () => new Map(usage.data?.keys.map((key) => [key.apiKeyId, key.requests24h]) ?? []),
    [usage.data],
  );
  const extraColumn = {
    header: 'Requests (24 h)',
    cell: (key: ApiKey) => (usage.data ? (counts.get(key.id) ?? 0).toLocaleString() : '…'),
  };
  return (
    <SecretKeysCard
      flow={flow}
      status={status}
      rows={keys}
      icon={<IconKey size={16} />}
      texts={texts}
      extraColumn={extraColumn}
    />
  );
}
