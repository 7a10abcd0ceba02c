import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { env } from '@/shared/config/env';
import { sourceTypeLabel } from '../sourceTypes';
import type { Source } from '../types';

/** Types that index what their owner supplies; every other type needs a provider the local platform cannot reach. */
const REAL_TYPES: ReadonlySet<string> = new Set(['push_api', 'local']);
/** Types the platform reads from the provider itself once a token of the user's own is connected. */
const TOKEN_TYPES: ReadonlySet<string> = new Set(['github_branch', 'github_issues']);

/** Whether the source's documents are read for real (the platform marks a live connection in custom.live). */
const readsRealContent = (source: Source) =>
  REAL_TYPES.has(source.type) || (TOKEN_TYPES.has(source.type) && source.custom?.live === true);

/** Says plainly, on the local platform, that a provider type's documents are generated examples. */
export function SimulatedContentNotice({ source }: { source: Source }) {
  if (!env.localPlatform || readsRealContent(source)) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title="Simulated content">
      {TOKEN_TYPES.has(source.type)
        ? `No token of yours is connected, so this source's documents are generated examples, not your data. Connect with a GitHub access token to index the repository itself.`
        : `No ${sourceTypeLabel(source.type)} account is reachable from the local platform, so this source's documents are generated examples, not your data. Push API, Local files and GitHub sources connected with a token index real content.`}
    </Alert>
  );
}
