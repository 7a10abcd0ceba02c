import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { useCancelIndexingMutation } from '../sourcesApi';

/**
 * Stops the source's active run after saying what stays; the run and the source then change over
 * realtime.
 */
export function CancelIndexingButton({ projectId, sourceId }: { projectId: string; sourceId: string }) {
  const [cancel, { isLoading, error, reset }] = useCancelIndexingMutation();
  const [asking, setAsking] = useState(false);
  const close = () => {
    reset();
    setAsking(false);
  };
  const confirm = async () => {
    const result = await cancel({ projectId, sourceId });
    if (!result.error) close();
  };
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconPlayerStop size={14} />}
        loading={isLoading}
        onClick={() => setAsking(true)}
      >
        Cancel
      </Button>
      <ConfirmActionModal
        opened={asking}
        title="Cancel this run?"
        confirmLabel="Cancel run"
        loading={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        Indexing stops where it is. The documents this run has indexed so far stay and can be queried; nothing is
        deleted. Run Update later to index the rest.
      </ConfirmActionModal>
    </>
  );
}
