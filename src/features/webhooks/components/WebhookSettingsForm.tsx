import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useUpdateWebhookMutation } from '../webhookActionsApi';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhookEvents';
import { validateWebhookForm, type WebhookFormValues } from '../webhookForm';
import type { Webhook } from '../types';
import { LocalInboxButton } from './LocalInboxButton';

/** Edits a webhook's URL, events and description (PATCH); the drawer remounts it per webhook. */
export function WebhookSettingsForm({ webhook }: { webhook: Webhook }) {
  const [update, { isLoading, error }] = useUpdateWebhookMutation();
  const [values, setValues] = useState<WebhookFormValues>({
    url: webhook.url,
    events: webhook.events as WebhookEvent[],
    description: webhook.description,
  });
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateWebhookForm(values) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateWebhookForm(values)).length > 0) return;
    const patch = { url: values.url.trim(), events: values.events, description: values.description.trim() };
    void update({ projectId: webhook.project_id, webhookId: webhook.id, patch });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Webhook settings">
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          value={values.url}
          onChange={(event) => setValues({ ...values, url: event.currentTarget.value })}
          error={errors.url}
          required
        />
        <Group justify="flex-end" mt={-8}>
          <LocalInboxButton onPick={(url) => setValues({ ...values, url })} />
        </Group>
        <Checkbox.Group
          label="Events"
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
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          rows={2}
        />
        <ServerErrorAlert error={error} title="Failed updating webhook" />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
