import { memo } from 'react';
import { Badge } from '@mantine/core';

/** The connection fact (isConnected) as a badge, in the list and on the overview; memo skips it on a boolean. */
export const ConnectionBadge = memo(function ConnectionBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Badge color="green" variant="light">
      Connected
    </Badge>
  ) : (
    <Badge color="gray" variant="outline">
      Not connected
    </Badge>
  );
});
