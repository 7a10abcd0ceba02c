import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { entrypointName } from '../displayName';
import { useSetEntrypointMutation } from '../sourcesApi';
import type { Source } from '../types';

/** Push-style sources (push API, local) name their entrypoint instead of picking one. */
export function NamedEntrypointForm({ source }: { source: Source }) {
  const current = entrypointName(source.type, source.custom?.entrypoint);
  const [name, setName] = useState(current);
  const [setEntrypoint, { isLoading, error, reset }] = useSetEntrypointMutation();
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    reset();
    await setEntrypoint({
      projectId: source.project_id,
      sourceId: source.id,
      kind: 'push',
      entrypoint: { name: trimmed },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Entrypoint name"
            description="Documents pushed to this source are filed under this name."
            placeholder="e.g. product-docs"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" loading={isLoading} disabled={!trimmed || trimmed === current}>
            Set entrypoint
          </Button>
        </Group>
        <ServerErrorAlert error={error} title="Failed setting entrypoint" />
      </Stack>
    </form>
  );
}
