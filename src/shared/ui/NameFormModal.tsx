import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createKeyBody } from '@contract/schemas';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';

interface NameFormModalProps {
  opened: boolean;
  title: string;
  label: string;
  description?: string;
  placeholder?: string;
  submitLabel: string;
  loading: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** A dialog asking for one name (keys are created this way); the field resets only when the dialog closes. */
export function NameFormModal({ opened, title, onClose, loading, ...form }: NameFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!loading}>
      <NameForm {...form} loading={loading} onCancel={onClose} />
    </Modal>
  );
}

type NameFormProps = Omit<NameFormModalProps, 'opened' | 'title' | 'onClose'> & { onCancel: () => void };

// Lives inside the Modal, which unmounts it on close: a fresh, empty field next time.
function NameForm(props: NameFormProps) {
  const { label, description, placeholder, submitLabel, loading, error, onSubmit, onCancel } = props;
  const { form, submit } = useSchemaForm(createKeyBody, { name: '' }, error);

  return (
    <form onSubmit={submit(({ name }) => onSubmit(name))} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          {...form.getInputProps('name')}
          data-autofocus
          required
        />
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
