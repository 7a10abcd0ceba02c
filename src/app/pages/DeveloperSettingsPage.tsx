import { useParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { ApiKeysPanel } from '@/features/apiKeys/components/ApiKeysPanel';
import { WebhooksPanel } from '@/features/webhooks/components/WebhooksPanel';

/** /projects/:projectId/settings/developer: the project's API keys and webhooks (ProjectScope resolved the id). */
export default function DeveloperSettingsPage() {
  const { projectId = '' } = useParams();
  return (
    <Stack gap="lg">
      <ApiKeysPanel projectId={projectId} />
      <WebhooksPanel projectId={projectId} />
    </Stack>
  );
}
