import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import { memo } from 'react';
import { Badge, Loader } from '@mantine/core';
import { statusLook } from '../statusLook';
import type { SourceStatus } from '../types';

/** The indexing status as a badge, spinning while a run goes; memoised on the status alone. */
export const StatusBadge = memo(function StatusBadge({ status }: { status: SourceStatus }) {
  const look = statusLook(status);
  return (
    <Badge
      color={look.color}
      variant={status === 'IDLE' ? 'outline' : 'light'}
      leftSection={status === 'IDLE' ? undefined : <Loader size={10} color={look.color} />}
      data-status={status}
    >
      {look.label}
    </Badge>
  );
});
