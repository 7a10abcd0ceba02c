import { Button, Group, Stack, TextInput } from '@mantine/core';
import { sourceNameForm } from '@contract/schemas';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { SOURCE_TYPE_INFO } from '@contract/sourceTypes';
import type { SourceType } from '../types';
import { SourceTypeIcon } from './SourceTypeIcon';

interface SourceNameStepProps {
  type: SourceType;
  loading: boolean;
  /** The failed create call, whose INVALID_NAME shows at the field. */
  error: unknown;
  onSubmit: (name: string) => void;
  onBack: () => void;
}

/** The add-source dialog's second step: the new source's name, prefilled with its type's label. */
export function SourceNameStep({ type, loading, error, onSubmit, onBack }: SourceNameStepProps) {
  const label = SOURCE_TYPE_INFO[type].label;
  const { form, submit } = useSchemaForm(sourceNameForm, { name: label }, error);
  return (
    <form onSubmit={submit(({ name }) => onSubmit(name))} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SourceTypeIcon type={type} size="xl" />
          <TextInput
            label="Source name"
            description="Shown in lists, breadcrumbs, search hits and GraphQL."
            {...form.getInputProps('name')}
            // The step replaces the type buttons inside the open dialog, so focus moves here on mount
            // (the dialog's own autofocus only runs when it opens).
            autoFocus
            required
            style={{ flex: 1 }}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={loading}>
            Back
          </Button>
          <Button type="submit" loading={loading}>
            Create source
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
