import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useLiveForm } from '@/shared/forms/useLiveForm';
import { ENHANCEMENTS, enhancementSettingsSchema, readEnhancementSettings, SCHEMA_FIELDS } from '../enhancements';
import { useUpdateSourceMutation } from '../sourcesApi';
import type { Source } from '../types';

/** Enhancement switches and field labels, kept in custom and saved together with PATCH. */
export function EnhancementsForm({ source }: { source: Source }) {
  const [updateSource, { isLoading, error, reset }] = useUpdateSourceMutation();
  const live = readEnhancementSettings(source.custom);
  const { form, submit, dirty, discard } = useLiveForm(enhancementSettingsSchema, live, error);

  const save = async (saved: typeof live) => {
    reset();
    const result = await updateSource({ projectId: source.project_id, sourceId: source.id, custom: saved });
    if (!result.error) form.setValues(saved);
  };

  return (
    <form onSubmit={submit(save)} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="enhancements-title">
          <Title order={2} size="h4" id="enhancements-title">
            Enhancements
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Extra processing applied to every document of this source on its next indexing run.
          </Text>
          <Stack gap="md" align="flex-start">
            {ENHANCEMENTS.map(({ key, label, description }) => (
              <Switch
                key={key}
                label={label}
                description={description}
                {...form.getInputProps(`enhancements.${key}`, { type: 'checkbox' })}
              />
            ))}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="labels-title">
          <Title order={2} size="h4" id="labels-title">
            Labelled schema
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            How this source's document fields are labelled in the GraphQL schema and the dashboard.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SCHEMA_FIELDS.map(({ key, defaultLabel }) => (
              <TextInput
                key={key}
                label={`Label for "${key}"`}
                placeholder={defaultLabel}
                {...form.getInputProps(`fieldLabels.${key}`)}
                maxLength={60}
              />
            ))}
          </SimpleGrid>
        </Card>
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={discard} disabled={!dirty || isLoading}>
            Discard
          </Button>
          <Button type="submit" loading={isLoading} disabled={!dirty}>
            Save enhancements
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
