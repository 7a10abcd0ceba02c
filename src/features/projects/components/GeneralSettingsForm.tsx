import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Title.css';
import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useUpdateProjectMutation } from '../projectsApi';
import { DEFAULT_REGION } from '@contract/enums';
import { isProjectRegion, REGION_OPTIONS } from '../regions';
import type { Project, ProjectRegion } from '../types';

interface Values {
  name: string;
  description: string;
  region: ProjectRegion;
}

const MAX_NAME = 100;

/**
 * Rename and edit settings. Only edited fields are held locally; the rest follow the live row,
 * so a change made elsewhere shows up here unless the user is editing that field.
 */
export function GeneralSettingsForm({ project }: { project: Project }) {
  const [draft, setDraft] = useState<Partial<Values>>({});
  const [updateProject, { isLoading, error, reset }] = useUpdateProjectMutation();
  const live: Values = {
    name: project.name,
    description: project.settings.description ?? '',
    region: project.settings.region ?? DEFAULT_REGION,
  };
  // Edits that the live row has caught up with (a save arriving by realtime) stop being edits.
  const caughtUp = (Object.keys(draft) as (keyof Values)[]).filter((key) => draft[key] === live[key]);
  if (caughtUp.length > 0 && !isLoading) {
    setDraft((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !caughtUp.includes(key as keyof Values))),
    );
  }
  const values = { ...live, ...draft };
  const edit = (patch: Partial<Values>) => setDraft((current) => ({ ...current, ...patch }));
  const name = values.name.trim();
  const nameError =
    name === '' ? 'Project name is required' : name.length > MAX_NAME ? `At most ${MAX_NAME} characters` : null;
  const dirty = (Object.keys(draft) as (keyof Values)[]).some((key) => !caughtUp.includes(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    reset();
    const saved: Values = { name, description: values.description.trim(), region: values.region };
    const result = await updateProject({ projectId: project.id, ...saved });
    // Keep showing the saved values until realtime brings them in the row.
    if (!result.error) setDraft(saved);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="general-settings-title">
      <Title order={2} size="h4" id="general-settings-title" mb="md">
        General
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          <TextInput
            label="Project name"
            value={values.name}
            onChange={(event) => edit({ name: event.currentTarget.value })}
            error={nameError}
            required
          />
          <Textarea
            label="Description"
            value={values.description}
            onChange={(event) => edit({ description: event.currentTarget.value })}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Select
            label="Region"
            data={REGION_OPTIONS}
            value={values.region}
            onChange={(region) => isProjectRegion(region) && edit({ region })}
            allowDeselect={false}
          />
          <ServerErrorAlert error={error} title="Failed updating project" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft({})} disabled={!dirty || isLoading}>
              Discard
            </Button>
            <Button type="submit" loading={isLoading} disabled={!dirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
