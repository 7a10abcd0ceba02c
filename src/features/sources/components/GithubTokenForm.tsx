import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import { useState, type FormEvent } from 'react';
import { Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { SOURCE_CALL_FAILURE, useConnectSourceMutation } from '../sourcesApi';
import type { Source } from '../types';

const MIN_TOKEN = 8;

/** GitHub sources may connect with a personal access token instead of the OAuth login. */
export function GithubTokenForm({ source }: { source: Source }) {
  const [token, setToken] = useState('');
  const [touched, setTouched] = useState(false);
  const [connect, { isLoading, error, reset }] = useConnectSourceMutation();
  const invalid = token.trim().length < MIN_TOKEN ? `A token has at least ${MIN_TOKEN} characters` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    reset();
    await connect({ projectId: source.project_id, sourceId: source.id, body: { token: token.trim() } });
  };

  return (
    <Stack gap="sm">
      <Divider label="or use a personal access token" labelPosition="left" />
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <PasswordInput
            label="GitHub access token"
            description="Needs read access to the repositories you want to index."
            placeholder="ghp_…"
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
            error={touched ? invalid : null}
            autoComplete="off"
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" variant="light" loading={isLoading} mt={46}>
            Connect with token
          </Button>
        </Group>
      </form>
      <ServerErrorAlert error={error} title={SOURCE_CALL_FAILURE} />
    </Stack>
  );
}
