import { memo } from 'react';
import { Badge } from '@mantine/core';
import type { ConnectionLabel } from '../isConfigured';

/** The connection fact (connectionLabel) as a badge, in the list and on the overview; memo skips it on a string. */
export const ConnectionBadge = memo(function ConnectionBadge({ label }: { label: ConnectionLabel }) {
  return label === 'Not connected' ? (
    <Badge color="gray" variant="outline">
      {label}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {label}
    </Badge>
  );
});
