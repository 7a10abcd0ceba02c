import type { Database } from '../db/types';

/**
 * Tells the parts that hold a session open beyond one request (realtime channels) that sessions have
 * ended, so a logout or a revocation also ends what that session was still receiving, on every instance.
 */
export interface SessionEvents {
  ended(sessionIds: string[]): void;
  onEnded(listener: (sessionIds: Set<string>) => void): () => void;
  /** Hears the sessions other instances on the same database end; resolves to a stop function. */
  relay(): Promise<() => Promise<void>>;
}

const CHANNEL = 'local_platform_sessions_ended';
// A NOTIFY payload is limited to 8000 bytes: session ids go in groups well below that.
const IDS_PER_NOTICE = 100;

export function createSessionEvents(db: Database, instanceId: string): SessionEvents {
  const listeners = new Set<(sessionIds: Set<string>) => void>();
  const announce = (ids: Set<string>) => {
    for (const listener of listeners) listener(ids);
  };
  return {
    ended(sessionIds) {
      if (sessionIds.length === 0) return;
      announce(new Set(sessionIds));
      for (let i = 0; i < sessionIds.length; i += IDS_PER_NOTICE) {
        const payload = JSON.stringify({ from: instanceId, ids: sessionIds.slice(i, i + IDS_PER_NOTICE) });
        db.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) =>
          console.error('[sessions] could not tell other instances of ended sessions:', error),
        );
      }
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    relay: () =>
      db.listen(CHANNEL, (payload) => {
        // An empty call means "notices may have been missed" (a listener reconnected): there is nothing to replay.
        if (!payload) return;
        const notice = JSON.parse(payload) as { from: string; ids: string[] };
        if (notice.from !== instanceId) announce(new Set(notice.ids));
      }),
  };
}
