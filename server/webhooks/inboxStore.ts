import { randomBytes, timingSafeEqual } from 'node:crypto';

/** One request the inbox received, as shown on its page and in its JSON. */
export interface ReceivedRequest {
  id: number;
  received_at: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** How the inbox answers: a status and a delay, for trying failures, retries and timeouts. */
export interface InboxResponse {
  status: number;
  delayMs: number;
}

interface Inbox {
  creator: string;
  /** Set by the first change of the answer; later changes must present it. */
  ownerToken: string | null;
  response: InboxResponse;
  requests: ReceivedRequest[];
}

// Bounded, in memory: the inbox is a local debugging aid, and anyone who knows an inbox id may post to it.
export const INBOX_LIMITS = {
  inboxes: 200,
  inboxesPerCreator: 50,
  requestsPerInbox: 20,
  bodyBytes: 4 * 1024,
  headers: 40,
  headerChars: 500,
} as const;

/** A copy that shares no memory with `text` (a slice would keep the whole original string alive). */
export const detached = (text: string, max: number) => Buffer.from(text.slice(0, max), 'utf8').toString('utf8');

/**
 * The inboxes of one platform. Each creator (the client that first used an id) has its own quota, and
 * its own least recently used inbox goes when it is over: nobody can evict another creator's inboxes by
 * making many. Over the total, the largest creator's least recently used inbox goes.
 */
export class InboxStore {
  private readonly inboxes = new Map<string, Inbox>();
  private nextId = 1;

  private get(inboxId: string, creator: string): Inbox {
    const inbox = this.inboxes.get(inboxId) ?? { creator, ownerToken: null, response: { status: 200, delayMs: 0 }, requests: [] };
    this.inboxes.delete(inboxId);
    this.inboxes.set(inboxId, inbox);
    this.evict(inbox.creator);
    return inbox;
  }

  private evict(creator: string): void {
    const ownedBy = (who: string) => [...this.inboxes].filter(([, inbox]) => inbox.creator === who).map(([id]) => id);
    const own = ownedBy(creator);
    if (own.length > INBOX_LIMITS.inboxesPerCreator) this.inboxes.delete(own[0]);
    if (this.inboxes.size <= INBOX_LIMITS.inboxes) return;
    const counts = new Map<string, number>();
    for (const inbox of this.inboxes.values()) counts.set(inbox.creator, (counts.get(inbox.creator) ?? 0) + 1);
    const largest = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    this.inboxes.delete(ownedBy(largest)[0]);
  }

  receive(inboxId: string, creator: string, request: Omit<ReceivedRequest, 'id' | 'received_at'>): InboxResponse {
    const inbox = this.get(inboxId, creator);
    inbox.requests.unshift({ id: this.nextId++, received_at: new Date().toISOString(), ...request });
    inbox.requests.length = Math.min(inbox.requests.length, INBOX_LIMITS.requestsPerInbox);
    return inbox.response;
  }

  /**
   * Sets the answer. The first change claims the inbox and returns its owner token; later changes need
   * that token (null when it is missing or wrong).
   */
  setResponse(inboxId: string, creator: string, response: InboxResponse, token: string | undefined): { token: string; claimed: boolean } | null {
    const inbox = this.get(inboxId, creator);
    if (inbox.ownerToken === null) {
      inbox.ownerToken = randomBytes(18).toString('base64url');
      inbox.response = response;
      return { token: inbox.ownerToken, claimed: true };
    }
    if (!token || !sameToken(token, inbox.ownerToken)) return null;
    inbox.response = response;
    return { token: inbox.ownerToken, claimed: false };
  }

  /** Newest first. */
  view(inboxId: string, creator: string): { response: InboxResponse; requests: ReceivedRequest[]; owned: boolean } {
    const inbox = this.get(inboxId, creator);
    return { response: inbox.response, requests: inbox.requests, owned: inbox.ownerToken !== null };
  }
}

function sameToken(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
