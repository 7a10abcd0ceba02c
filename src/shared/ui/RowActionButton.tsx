import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RowActionButtonProps {
  /** The action, e.g. "Delete webhook"; shown as tooltip. */
  label: string;
  /** What the row is called; appended to the accessible name so each row's button is distinct. */
  target: string;
  onClick: () => void;
}

/** A table row's destructive action: a red trash icon with a tooltip. */
export function RowActionButton({ label, target, onClick }: RowActionButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={`${label} ${target}`} onClick={onClick}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
