/**
 * Tells the parts that hold a session open beyond one request (realtime channels) that sessions have
 * ended, so a logout or a revocation also ends what that session was still receiving.
 */
export interface SessionEvents {
  ended(sessionIds: string[]): void;
  onEnded(listener: (sessionIds: Set<string>) => void): () => void;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<(sessionIds: Set<string>) => void>();
  return {
    ended(sessionIds) {
      if (sessionIds.length === 0) return;
      const ids = new Set(sessionIds);
      for (const listener of listeners) listener(ids);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
