import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@contract/enums';
import { validateWebhookForm, type WebhookFormValues } from '../webhookForm';

interface CreateWebhookModalProps {
  opened: boolean;
  loading: boolean;
  error: unknown;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}

export function CreateWebhookModal({ opened, onClose, ...form }: CreateWebhookModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create webhook" size="lg" closeOnClickOutside={!form.loading}>
      <WebhookForm {...form} onCancel={onClose} />
    </Modal>
  );
}

type WebhookFormProps = Omit<CreateWebhookModalProps, 'opened' | 'onClose'> & { onCancel: () => void };

// Lives inside the Modal, which unmounts it on close; on a failed call it keeps everything typed.
function WebhookForm({ loading, error, onSubmit, onCancel }: WebhookFormProps) {
  const [values, setValues] = useState<WebhookFormValues>({ url: '', events: [], description: '' });
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateWebhookForm(values) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateWebhookForm(values)).length > 0) return;
    onSubmit({ url: values.url.trim(), events: values.events, description: values.description.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="Where the platform sends a signed POST for each subscribed event."
          placeholder="https://example.com/webhooks/platform"
          value={values.url}
          onChange={(event) => setValues({ ...values, url: event.currentTarget.value })}
          error={errors.url}
          required
          data-autofocus
        />
        <Checkbox.Group
          label="Events"
          description="Choose at least one."
          value={values.events}
          onChange={(events) => setValues({ ...values, events: events as WebhookEvent[] })}
          error={errors.events}
          required
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={event} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label="Description"
          placeholder="What this endpoint does (optional)"
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          rows={3}
        />
        <ServerErrorAlert error={error} title="Failed creating new webhook" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
