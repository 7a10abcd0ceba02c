import { Button, Group, Stack, TextInput } from '@mantine/core';
import { namedEntrypointBody } from '@contract/entrypoints';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { entrypointName } from '../displayName';
import { useSetEntrypointMutation } from '../sourcesApi';
import type { Source } from '../types';

/** Push-style sources (push API, local) name their entrypoint instead of picking one. */
export function NamedEntrypointForm({ source }: { source: Source }) {
  const current = entrypointName(source.type, source.custom?.entrypoint);
  const [setEntrypoint, { isLoading, error, reset }] = useSetEntrypointMutation();
  const { form, submit } = useSchemaForm(namedEntrypointBody, { name: current }, error);
  const trimmed = form.values.name.trim();

  const save = async (entrypoint: { name: string }) => {
    reset();
    await setEntrypoint({ projectId: source.project_id, sourceId: source.id, kind: 'push', entrypoint });
  };

  return (
    <form onSubmit={submit(save)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Entrypoint name"
            description="Documents pushed to this source are filed under this name."
            placeholder="e.g. product-docs"
            {...form.getInputProps('name')}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" loading={isLoading} disabled={!trimmed || trimmed === current}>
            Set entrypoint
          </Button>
        </Group>
        <ServerErrorAlert error={error} />
      </Stack>
    </form>
  );
}
