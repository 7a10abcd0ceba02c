import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@contract/enums';
import { createWebhookBody } from '@contract/schemas';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useUpdateWebhookMutation } from '../webhookActionsApi';
import type { Webhook } from '../types';
import { LocalInboxButton } from './LocalInboxButton';

/** Edits a webhook's URL, events and description (PATCH); the drawer remounts it per webhook. */
export function WebhookSettingsForm({ webhook }: { webhook: Webhook }) {
  const [update, { isLoading, error }] = useUpdateWebhookMutation();
  // The same rules as creating one: a PATCH of all three fields is a create body without the secret.
  const { form, submit } = useSchemaForm(
    createWebhookBody,
    { url: webhook.url, events: webhook.events as WebhookEvent[], description: webhook.description },
    error,
  );

  return (
    <form
      onSubmit={submit((patch) => update({ projectId: webhook.project_id, webhookId: webhook.id, patch }))}
      noValidate
      aria-label="Webhook settings"
    >
      <Stack gap="sm">
        <TextInput label="Endpoint URL" {...form.getInputProps('url')} required />
        <Group justify="flex-end" mt={-8}>
          <LocalInboxButton onPick={(url) => form.setFieldValue('url', url)} />
        </Group>
        <Checkbox.Group label="Events" {...form.getInputProps('events')} required>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={event} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea label="Description" {...form.getInputProps('description')} rows={2} />
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
