import { useMemo } from 'react';
import { IconKey } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { apiKeysSlice } from '../apiKeysSlice';
import { SecretKeysCard } from '@/shared/ui/SecretKeysCard';
import { API_KEY_TEXTS } from '@/shared/apiKeys/apiKeyTexts';
import { useGenerateApiKeyMutation } from '@/shared/apiKeys/generateApiKeyApi';
import { useSecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';
import { useDeleteApiKeyMutation, useGetKeyRequestCountsQuery } from '../apiKeysApi';
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
      texts={API_KEY_TEXTS}
      extraColumn={extraColumn}
    />
  );
}
