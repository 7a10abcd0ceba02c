import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { env } from '@/shared/config/env';
import { sourceTypeLabel } from '../sourceTypes';
import type { Source } from '../types';

/** Types that index what their owner supplies; every other type needs a provider the local platform cannot reach. */
const REAL_TYPES: ReadonlySet<string> = new Set(['push_api', 'local']);

/** Says plainly, on the local platform, that a provider type's documents are generated examples. */
export function SimulatedContentNotice({ source }: { source: Source }) {
  if (!env.localPlatform || REAL_TYPES.has(source.type)) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title="Simulated content">
      No {sourceTypeLabel(source.type)} account is reachable from the local platform, so this source&apos;s documents
      are generated examples, not your data. Push API and Local files sources index real content.
    </Alert>
  );
}
