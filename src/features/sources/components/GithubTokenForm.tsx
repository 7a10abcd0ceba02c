import { Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { githubTokenBody } from '@contract/schemas';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useConnectSourceMutation } from '../sourcesApi';
import type { Source } from '../types';

/** GitHub sources may connect with a personal access token instead of the OAuth login. */
export function GithubTokenForm({ source }: { source: Source }) {
  const [connect, { isLoading, error, reset }] = useConnectSourceMutation();
  const { form, submit } = useSchemaForm(githubTokenBody, { token: '' }, error);

  const connectWith = async (body: { token: string }) => {
    reset();
    await connect({ projectId: source.project_id, sourceId: source.id, body });
  };

  return (
    <Stack gap="sm">
      <Divider label="or use a personal access token" labelPosition="left" />
      <form onSubmit={submit(connectWith)} noValidate>
        <Group align="flex-start" gap="sm">
          <PasswordInput
            label="GitHub access token"
            description="Needs read access to the repositories you want to index."
            placeholder="ghp_…"
            {...form.getInputProps('token')}
            autoComplete="off"
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" variant="light" loading={isLoading} mt={46}>
            Connect with token
          </Button>
        </Group>
      </form>
      <ServerErrorAlert error={error} />
    </Stack>
  );
}
