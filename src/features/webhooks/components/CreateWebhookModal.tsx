import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { PlanLimitNotice } from '@/shared/ui/PlanLimitNotice';
import { reachedWebhookLimit } from '@/shared/api/reachedPlanLimit';
import { useReachedPlanLimit } from '@/shared/api/useReachedPlanLimit';
import { WEBHOOK_EVENTS } from '@contract/enums';
import { createWebhookBody, type CreateWebhookBody } from '@contract/schemas';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { LocalInboxButton } from './LocalInboxButton';

interface CreateWebhookModalProps {
  opened: boolean;
  loading: boolean;
  error: unknown;
  onSubmit: (values: CreateWebhookBody) => void;
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
  const { form, submit } = useSchemaForm(createWebhookBody, { url: '', events: [], description: '' }, error);
  const limitReached = useReachedPlanLimit(reachedWebhookLimit);

  return (
    <form onSubmit={submit(onSubmit)} noValidate>
      <Stack gap="md">
        {limitReached && <PlanLimitNotice title="Webhooks are not in your plan" refusal={limitReached} />}
        <TextInput
          label="Endpoint URL"
          description="Where the platform sends a signed POST for each subscribed event."
          placeholder="https://example.com/webhooks/platform"
          {...form.getInputProps('url')}
          required
          data-autofocus
        />
        <Group justify="flex-end" mt={-8}>
          <LocalInboxButton onPick={(url) => form.setFieldValue('url', url)} />
        </Group>
        <Checkbox.Group label="Events" description="Choose at least one." {...form.getInputProps('events')} required>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={event} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label="Description"
          placeholder="What this endpoint does (optional)"
          {...form.getInputProps('description')}
          rows={3}
        />
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} disabled={limitReached !== null}>
            Create webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
