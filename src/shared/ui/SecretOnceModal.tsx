import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

interface SecretOnceModalProps {
  /** The secret to show; null closes the dialog. The caller drops it on close, so it lives only while shown. */
  secret: string | null;
  /** Dialog title, e.g. "New API key". */
  title: string;
  /** What the secret is, e.g. "API key" or "signing secret". */
  label: string;
  onClose: () => void;
  /** After the close transition: where the caller gives focus back (useReturnFocus). */
  onExited?: () => void;
}

/** Shows a freshly created secret once, with a copy button, the way trusted consoles do. */
export function SecretOnceModal({ secret, title, label, onClose, onExited }: SecretOnceModalProps) {
  const value = secret ?? '';
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={title}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Copy it now">
          This is the only time the {label} is shown. Store it somewhere safe: it will not be shown again.
        </Alert>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={label.charAt(0).toUpperCase() + label.slice(1)}
            value={value}
            readOnly
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={value} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
