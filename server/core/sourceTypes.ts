import { SOURCE_TYPE_INFO, indexingBlocker as blockerOf, type SourceTypeInfo } from '@contract/sourceTypes';
import type { SourceCustom } from '@contract/rows';
import type { SourceType } from '@contract/enums';

export { ENTRYPOINT_KINDS, SOURCE_TYPES, type EntrypointKind, type SourceType } from '@contract/enums';
export { isConnected } from '@contract/sourceTypes';

export const PROVIDER_LABELS: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  dropbox: 'Dropbox',
  discord: 'Discord',
  slack: 'Slack',
  notion: 'Notion',
  telegram: 'Telegram',
};

// Takes a plain string: seeds and the OAuth simulation hold types read back from the database.
export const typeInfo = (type: string): SourceTypeInfo => SOURCE_TYPE_INFO[type as SourceType];

/** Why indexing cannot start yet (contract/sourceTypes.ts); the seed and simulations pass plain strings. */
export const indexingBlocker = (type: string, custom: SourceCustom | null) => blockerOf(type as SourceType, custom);
