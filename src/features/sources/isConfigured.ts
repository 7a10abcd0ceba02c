import type { Source } from './types';

// Issue #13: connection and configuration are separate facts. SPEC §4's single "configured/connected"
// rule called a linked Notion/Slack/Dropbox account "not connected" while the same screen said
// "Connected as …"; here a linked account is linked for every type, and a source is configured — ready
// to index — once its account is linked (where it has one) and its entrypoint is chosen. The platform
// refuses indexing with the same sentences (server/api/sourceTypes.ts, indexingBlocker).

export const CONNECT_FIRST = 'Connect the source first';
export const CHOOSE_ENTRYPOINT_FIRST = 'Choose an entrypoint first';

/** Types that connect to a provider at all; push_api and local are configured by an entrypoint alone. */
export function connectsToProvider(type: Source['type']): boolean {
  return type !== 'push_api' && type !== 'local';
}

/** Whether the source holds a provider connection (any token): "Connected as …". */
export function hasConnection(source: Pick<Source, 'custom'>): boolean {
  const tokens = source.custom?.tokens;
  return Boolean(tokens?.refresh_token || tokens?.token);
}

/**
 * What the connection badge says, the same in the list and on the overview: a linked account for
 * provider types; for push-style types, which have no account, a named entrypoint (SPEC §4's push rule).
 */
export function isConnected(source: Pick<Source, 'type' | 'custom'>): boolean {
  return connectsToProvider(source.type) ? hasConnection(source) : Boolean(source.custom?.entrypoint);
}

/** Why Initialize / Update / Rebuild cannot run yet, or null when the source is configured. */
export function indexingBlocker(source: Pick<Source, 'type' | 'custom'>): string | null {
  if (connectsToProvider(source.type) && !hasConnection(source)) return CONNECT_FIRST;
  if (!source.custom?.entrypoint) return CHOOSE_ENTRYPOINT_FIRST;
  if (source.type === 'discord' && !source.custom.guildId) return CHOOSE_ENTRYPOINT_FIRST;
  return null;
}
