import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { SettingsCard, SettingsFormActions } from '@/shared/ui/SettingsFormCard';
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
        <SettingsCard
          title="Enhancements"
          titleId="enhancements-title"
          description="Extra processing applied to every document of this source on its next indexing run."
        >
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
        </SettingsCard>
        <SettingsCard
          title="Labelled schema"
          titleId="labels-title"
          description="How this source's document fields are labelled in the GraphQL schema and the dashboard."
        >
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
        </SettingsCard>
        <SettingsFormActions
          error={error}
          dirty={dirty}
          saving={isLoading}
          onDiscard={discard}
          submitLabel="Save enhancements"
        />
      </Stack>
    </form>
  );
}
