import { Select, Textarea, TextInput } from '@mantine/core';
import { SettingsFormCard } from '@/shared/ui/SettingsFormCard';
import { useUpdateProjectMutation } from '../projectsApi';
import { DESCRIPTION_MAX_LENGTH } from '@contract/constants';
import { DEFAULT_REGION } from '@contract/enums';
import { useLiveForm } from '@/shared/forms/useLiveForm';
import { projectFormSchema } from '../projectForm';
import { REGION_OPTIONS } from '../regions';
import type { Project } from '../types';

/**
 * Rename and edit settings. Only edited fields are held locally; the rest follow the live row,
 * so a change made elsewhere shows up here unless the user is editing that field.
 */
export function GeneralSettingsForm({ project }: { project: Project }) {
  const [updateProject, { isLoading, error, reset }] = useUpdateProjectMutation();
  const live = {
    name: project.name,
    description: project.settings.description ?? '',
    region: project.settings.region ?? DEFAULT_REGION,
  };
  const { form, submit, dirty, discard } = useLiveForm(projectFormSchema, live, error);

  const save = async (saved: typeof live) => {
    reset();
    const result = await updateProject({ projectId: project.id, ...saved });
    // Keep showing the saved values until realtime brings them in the row.
    if (!result.error) form.setValues(saved);
  };

  return (
    <SettingsFormCard
      title="General"
      titleId="general-settings-title"
      onSubmit={submit(save)}
      error={error}
      dirty={dirty}
      saving={isLoading}
      onDiscard={discard}
      submitLabel="Save changes"
    >
      <TextInput label="Project name" {...form.getInputProps('name')} required />
      <Textarea
        label="Description"
        {...form.getInputProps('description')}
        autosize
        minRows={2}
        maxLength={DESCRIPTION_MAX_LENGTH}
      />
      <Select label="Region" data={REGION_OPTIONS} {...form.getInputProps('region')} allowDeselect={false} />
    </SettingsFormCard>
  );
}
