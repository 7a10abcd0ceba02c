import { memo } from 'react';
import { Badge } from '@mantine/core';
import { statusLook } from '../statusLook';
import type { SourceStatus } from '../types';

/**
 * The indexing status as a badge, memoised on the status alone. A running status shows a static dot,
 * not a spinner: with hundreds of sources indexing, per-row spinners kept the main thread 20-40 % busy
 * with nothing arriving (bench scale section); the progress count next to it says the run is moving.
 */
export const StatusBadge = memo(function StatusBadge({ status }: { status: SourceStatus }) {
  const look = statusLook(status);
  return (
    <Badge color={look.color} variant={status === 'IDLE' ? 'outline' : 'dot'} data-status={status}>
      {look.label}
    </Badge>
  );
});
