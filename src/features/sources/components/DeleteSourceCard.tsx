import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { paths } from '@/shared/routing/paths';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { sourceDisplayName } from '../displayName';
import { useDeleteSourceMutation } from '../sourcesApi';
import type { Source } from '../types';

/** Danger zone: delete the source and its documents, then back to the project's sources. */
export function DeleteSourceCard({ source }: { source: Source }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteSource, { isLoading, error, reset }] = useDeleteSourceMutation();
  const navigate = useNavigate();

  const close = () => {
    reset();
    setConfirming(false);
  };
  const confirm = async () => {
    const result = await deleteSource({ projectId: source.project_id, sourceId: source.id });
    if (!result.error) navigate(paths.project(source.project_id));
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="delete-source-title"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={2} size="h4" id="delete-source-title">
            Delete source
          </Title>
          <Text size="sm" c="dimmed">
            Removes the source, its credentials, logs and every document indexed from it. This cannot be undone.
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
          Delete source
        </Button>
      </Group>
      <ConfirmActionModal
        opened={confirming}
        title="Delete this source?"
        confirmLabel="Delete source"
        failureTitle="Failed deleting source"
        loading={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {sourceDisplayName(source)} and its {source.documents_count.toLocaleString()} indexed documents are deleted for
        good.
      </ConfirmActionModal>
    </Card>
  );
}
