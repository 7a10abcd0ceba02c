import '@mantine/core/styles/Badge.css';
import { memo } from 'react';
import { Badge } from '@mantine/core';

/** SPEC §4's configured/connected state (isSourceConfigured) as a badge; a boolean prop, so memo skips it. */
export const ConnectionBadge = memo(function ConnectionBadge({ configured }: { configured: boolean }) {
  return configured ? (
    <Badge color="green" variant="light">
      Connected
    </Badge>
  ) : (
    <Badge color="gray" variant="outline">
      Not connected
    </Badge>
  );
});
