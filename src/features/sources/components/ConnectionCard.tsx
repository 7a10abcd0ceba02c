import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useDialog } from '@/shared/dialogs/useDialog';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastAdded } from '@/shared/toasts/toastsSlice';
import { connectionLabel, connectsToProvider, hasConnection } from '../isConfigured';
import { redirectToProvider } from '../providerRedirect';
import { useConnectSourceMutation, useDisconnectSourceMutation } from '../sourcesApi';
import { SOURCE_CALL_FAILURE } from '../sourceCallFailure';
import { sourceTypeLabel } from '../sourceTypes';
import type { Source } from '../types';
import { ConnectionBadge } from './ConnectionBadge';
import { GithubTokenForm } from './GithubTokenForm';

interface ConnectionCardProps {
  source: Source;
  /** True while a provider's return (?code=&state=) is being exchanged. */
  completing: boolean;
}

/** Connection state, the connected account, and Connect / Disconnect. */
export function ConnectionCard({ source, completing }: ConnectionCardProps) {
  const connected = hasConnection(source);
  const label = sourceTypeLabel(source.type);
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="connection" aria-labelledby="connection-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="connection-title">
          Connection
        </Title>
        <ConnectionBadge label={connectionLabel(source)} />
      </Group>
      {!connectsToProvider(source.type) ? (
        <Text size="sm" c="dimmed">
          {source.type === 'local'
            ? `${label} sources need no provider account: choose a folder of the platform's local root below.`
            : waitingForFirstPush(source)
              ? 'Ready: waiting for the first push. Send documents to the endpoint in the quick start below with a project API key.'
              : `${label} sources need no provider account: push documents to the endpoint below with a project API key.`}
        </Text>
      ) : connected ? (
        <ConnectedAccount source={source} />
      ) : (
        <ConnectActions source={source} completing={completing} />
      )}
    </Card>
  );
}

/** A push source that has taken no document yet. */
const waitingForFirstPush = (source: Source) =>
  source.type === 'push_api' && !source.last_indexed_at && source.documents_count === 0 && source.status === 'IDLE';

function ConnectedAccount({ source }: { source: Source }) {
  const dialog = useDialog('disconnectSource', source.id);
  const [disconnect, { isLoading, error, reset }] = useDisconnectSourceMutation();
  const close = () => {
    reset();
    dialog.close();
  };
  const confirm = async () => {
    const result = await disconnect({ projectId: source.project_id, sourceId: source.id });
    if (!result.error) close();
  };
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        Connected as <strong>{source.custom?.account ?? 'an unnamed account'}</strong>
      </Text>
      <Button
        variant="default"
        leftSection={<IconPlugConnectedX size={16} />}
        onClick={dialog.open}
        disabled={source.status !== 'IDLE'}
      >
        Disconnect
      </Button>
      <ConfirmActionModal
        opened={dialog.opened}
        title="Disconnect this source?"
        confirmLabel="Disconnect"
        loading={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        The stored credentials for {source.custom?.account ?? 'this account'} are removed. Indexed documents stay, but
        the source cannot be updated until it is connected again.
      </ConfirmActionModal>
    </Stack>
  );
}

function ConnectActions({ source, completing }: ConnectionCardProps) {
  const dispatch = useAppDispatch();
  const [connect, { isLoading }] = useConnectSourceMutation();
  const [leaving, setLeaving] = useState(false);
  const label = sourceTypeLabel(source.type);

  const start = async () => {
    const result = await connect({ projectId: source.project_id, sourceId: source.id, body: {} });
    if (result.error || result.data.providerResponse) return;
    if (redirectToProvider(result.data.redirectUrl)) setLeaving(true);
    else
      dispatch(
        toastAdded({
          variant: 'error',
          message: SOURCE_CALL_FAILURE,
          extra: 'The provider login address is not valid',
        }),
      );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {completing
          ? 'Completing the connection…'
          : `Sign in with ${label} to let the platform read this source. You will come back here afterwards.`}
      </Text>
      <Group>
        <Button
          leftSection={<IconPlugConnected size={16} />}
          loading={isLoading || leaving || completing}
          onClick={() => void start()}
        >
          Connect {label}
        </Button>
      </Group>
      {source.provider === 'github' && <GithubTokenForm source={source} />}
    </Stack>
  );
}
