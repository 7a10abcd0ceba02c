import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useCancelIndexingMutation } from '../sourcesApi';

/** Stops the source's active run; the run and the source then change over realtime. */
export function CancelIndexingButton({ projectId, sourceId }: { projectId: string; sourceId: string }) {
  const [cancel, { isLoading }] = useCancelIndexingMutation();
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconPlayerStop size={14} />}
      loading={isLoading}
      onClick={() => void cancel({ projectId, sourceId })}
    >
      Cancel
    </Button>
  );
}
