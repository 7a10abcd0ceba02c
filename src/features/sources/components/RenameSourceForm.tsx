import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import type { FormEvent } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { sanitizeSourceName, sourceDisplayName } from '../displayName';
import { useUpdateSourceMutation } from '../sourcesApi';
import type { Source } from '../types';
import { useLiveDraft } from '../useLiveDraft';

const MAX_NAME = 100;

/** Rename: the name is saved by the display rule (SPEC §5), so what is shown is what is stored. */
export function RenameSourceForm({ source }: { source: Source }) {
  const [updateSource, { isLoading, error, reset }] = useUpdateSourceMutation();
  const { values, dirty, edit, keep, discard } = useLiveDraft({ name: source.name }, isLoading);
  const cleaned = sanitizeSourceName(values.name.trim());
  const shownAs = sourceDisplayName({ ...source, name: cleaned });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await updateSource({ projectId: source.project_id, sourceId: source.id, name: cleaned });
    if (!result.error) keep({ name: cleaned });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rename-source-title">
      <Title order={2} size="h4" id="rename-source-title" mb="md">
        General
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          <TextInput
            label="Source name"
            description={`Shown as "${shownAs}". Leave empty to use the entrypoint's name.`}
            value={values.name}
            onChange={(event) => edit({ name: event.currentTarget.value })}
            maxLength={MAX_NAME}
          />
          <ServerErrorAlert error={error} title="Failed updating source" />
          <Group justify="flex-end">
            <Button variant="default" onClick={discard} disabled={!dirty || isLoading}>
              Discard
            </Button>
            <Button type="submit" loading={isLoading} disabled={!dirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
