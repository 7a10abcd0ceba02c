import { TextInput } from '@mantine/core';
import { NAME_MAX_LENGTH } from '@contract/constants';
import { patchSourceBody } from '@contract/schemas';
import { useLiveForm } from '@/shared/forms/useLiveForm';
import { SettingsFormCard } from '@/shared/ui/SettingsFormCard';
import { sanitizeSourceName, sourceDisplayName } from '../displayName';
import { useUpdateSourceMutation } from '../sourcesApi';
import type { Source } from '../types';

const renameSchema = patchSourceBody.pick({ name: true }).required();

/** Rename: the name is saved by the display rule, so what is shown is what is stored. */
export function RenameSourceForm({ source }: { source: Source }) {
  const [updateSource, { isLoading, error, reset }] = useUpdateSourceMutation();
  const { form, submit, dirty, discard } = useLiveForm(renameSchema, { name: source.name }, error);
  const draft = form.values.name.trim();
  // A draft too long to save is not previewed: its error says why, and the helper line stays short.
  const description =
    draft.length > NAME_MAX_LENGTH
      ? "Leave empty to use the entrypoint's name."
      : `Shown as "${sourceDisplayName({ ...source, name: sanitizeSourceName(draft) })}". Leave empty to use the entrypoint's name.`;

  const save = async ({ name }: { name: string }) => {
    reset();
    const cleaned = sanitizeSourceName(name);
    const result = await updateSource({ projectId: source.project_id, sourceId: source.id, name: cleaned });
    if (!result.error) form.setValues({ name: cleaned });
  };

  return (
    <SettingsFormCard
      title="General"
      titleId="rename-source-title"
      onSubmit={submit(save)}
      error={error}
      dirty={dirty}
      saving={isLoading}
      onDiscard={discard}
      submitLabel="Save"
    >
      <TextInput label="Source name" description={description} {...form.getInputProps('name')} />
    </SettingsFormCard>
  );
}
