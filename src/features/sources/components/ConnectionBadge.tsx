import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { isSourceConfigured } from '../isConfigured';
import type { Source } from '../types';

/** SPEC §4's configured/connected state as a badge. */
export function ConnectionBadge({ source }: { source: Pick<Source, 'type' | 'custom'> }) {
  return isSourceConfigured(source) ? (
    <Badge color="green" variant="light">
      Connected
    </Badge>
  ) : (
    <Badge color="gray" variant="outline">
      Not connected
    </Badge>
  );
}
