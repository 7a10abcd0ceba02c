import {
  CHOOSE_ENTRYPOINT_FIRST,
  CONNECT_FIRST,
  connectsToProvider,
  indexingBlocker as blockerOf,
} from '@contract/sourceTypes';
import type { Source } from './types';

// connection and configuration are separate facts. The product's single "configured/connected"
// rule called a linked Notion/Slack/Dropbox account "not connected" while the same screen said
// "Connected as …"; here a linked account is linked for every type, and a source is configured once the
// platform's own rule (contract/sourceTypes.ts, which the API refuses indexing by) finds nothing missing.

export { CHOOSE_ENTRYPOINT_FIRST, CONNECT_FIRST, connectsToProvider };

/** Whether the source holds a provider connection (any token): "Connected as …". */
export function hasConnection(source: Pick<Source, 'custom'>): boolean {
  const tokens = source.custom?.tokens;
  return Boolean(tokens?.refresh_token || tokens?.token);
}

/**
 * What the connection badge says, the same in the list and on the overview: a linked account for
 * provider types; for push-style types, which have no account, a named entrypoint (the push rule).
 */
export function isConnected(source: Pick<Source, 'type' | 'custom'>): boolean {
  return connectsToProvider(source.type) ? hasConnection(source) : Boolean(source.custom?.entrypoint);
}

/** Why Initialize / Update / Rebuild cannot run yet, or null when the source is configured. */
export const indexingBlocker = (source: Pick<Source, 'type' | 'custom'>): string | null =>
  blockerOf(source.type, source.custom);

/** The connection badge's word: a linked account is "Connected"; a push-style source with its entrypoint is "Ready". */
export type ConnectionLabel = 'Connected' | 'Ready' | 'Not connected';

export function connectionLabel(source: Pick<Source, 'type' | 'custom'>): ConnectionLabel {
  if (!isConnected(source)) return 'Not connected';
  return connectsToProvider(source.type) ? 'Connected' : 'Ready';
}
