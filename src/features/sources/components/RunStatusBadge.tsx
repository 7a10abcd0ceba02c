import { Badge } from '@mantine/core';
import type { RunStatus } from '../runTypes';

const LOOK: Record<RunStatus, { color: string; label: string }> = {
  QUEUED: { color: 'gray', label: 'Queued' },
  RUNNING: { color: 'blue', label: 'Running' },
  SUCCEEDED: { color: 'green', label: 'Succeeded' },
  FAILED: { color: 'red', label: 'Failed' },
  CANCELLED: { color: 'orange', label: 'Cancelled' },
};

/** A run's outcome as a badge (Airbyte-style: Succeeded / Failed / Cancelled / Running). */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const look = LOOK[status];
  return (
    // Never shrunk below its word: a narrow table column cut "Succeeded" to "SUCCEE…" on phones.
    <Badge color={look.color} variant="light" miw="max-content" data-run-status={status}>
      {look.label}
    </Badge>
  );
}
