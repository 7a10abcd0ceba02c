import type { SourceStatus } from './types';

const STATUS_LOOK: Record<SourceStatus, { color: string; label: string }> = {
  IDLE: { color: 'gray', label: 'Idle' },
  INITIALIZING: { color: 'blue', label: 'Initializing' },
  UPDATING: { color: 'cyan', label: 'Updating' },
  DELETING: { color: 'red', label: 'Deleting' },
};

/** Colour and label of an indexing status; an unknown status from a newer server shows as itself. */
export function statusLook(status: SourceStatus): { color: string; label: string } {
  return STATUS_LOOK[status] ?? { color: 'gray', label: status };
}
