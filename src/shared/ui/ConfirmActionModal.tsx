import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';

interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** Red confirm button unless false (e.g. a plan change is confirmed, not destructive). */
  destructive?: boolean;
}

/** Confirmation for an action (destructive by default): stays open on failure with the server's message, loads while pending. */
export function ConfirmActionModal(props: ConfirmActionModalProps) {
  const { opened, title, children, confirmLabel, loading, error, onConfirm, onClose, destructive = true } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!loading}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
