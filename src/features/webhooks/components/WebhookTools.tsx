import { useState } from 'react';
import { Button, Group, Switch } from '@mantine/core';
import { IconKeyOff, IconRotateClockwise, IconSend } from '@tabler/icons-react';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import {
  useRevokePreviousWebhookSecretMutation,
  useRotateWebhookSecretMutation,
  useSendTestEventMutation,
  useUpdateWebhookMutation,
} from '../webhookActionsApi';
import type { Webhook } from '../types';

/**
 * Enable/disable, send a test event, rotate the signing secret (the new one is shown once) and end a
 * rotation's overlap at once (the old secret otherwise keeps signing for 24 hours).
 */
export function WebhookTools({ webhook }: { webhook: Webhook }) {
  const ref = { projectId: webhook.project_id, webhookId: webhook.id };
  const [update, updating] = useUpdateWebhookMutation();
  const [sendTest, sending] = useSendTestEventMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [revokePrevious, revoking] = useRevokePreviousWebhookSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);

  const rotateSecret = async () => {
    const result = await rotate(ref);
    if ('data' in result && result.data) setSecret(takeSecret(result.data.secretHandle));
  };

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={webhook.enabled ? 'Enabled' : 'Disabled'}
          checked={webhook.enabled}
          disabled={updating.isLoading}
          onChange={(event) => void update({ ...ref, patch: { enabled: event.currentTarget.checked } })}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconSend size={16} />}
            loading={sending.isLoading}
            onClick={() => void sendTest(ref)}
          >
            Send test event
          </Button>
          <Button
            variant="default"
            leftSection={<IconRotateClockwise size={16} />}
            loading={rotating.isLoading}
            onClick={() => void rotateSecret()}
          >
            Rotate secret
          </Button>
          <Button
            variant="default"
            leftSection={<IconKeyOff size={16} />}
            loading={revoking.isLoading}
            onClick={() => void revokePrevious(ref)}
          >
            Revoke previous secret now
          </Button>
        </Group>
      </Group>
      <SecretOnceModal
        secret={secret}
        title="New signing secret"
        label="signing secret"
        onClose={() => setSecret(null)}
      />
    </>
  );
}
