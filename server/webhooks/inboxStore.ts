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
  response: InboxResponse;
  requests: ReceivedRequest[];
}

// Bounded, in memory: the inbox is a local debugging aid, and anyone who knows an inbox id may post to it.
const MAX_INBOXES = 200;
const MAX_REQUESTS = 50;
export const MAX_INBOX_BODY = 16 * 1024;

/** The inboxes of one platform; the least recently used one goes when there are too many. */
export class InboxStore {
  private readonly inboxes = new Map<string, Inbox>();
  private nextId = 1;

  private get(inboxId: string): Inbox {
    const inbox = this.inboxes.get(inboxId) ?? { response: { status: 200, delayMs: 0 }, requests: [] };
    this.inboxes.delete(inboxId);
    this.inboxes.set(inboxId, inbox);
    if (this.inboxes.size > MAX_INBOXES) this.inboxes.delete(this.inboxes.keys().next().value as string);
    return inbox;
  }

  receive(inboxId: string, request: Omit<ReceivedRequest, 'id' | 'received_at'>): InboxResponse {
    const inbox = this.get(inboxId);
    inbox.requests.unshift({ id: this.nextId++, received_at: new Date().toISOString(), ...request });
    inbox.requests.length = Math.min(inbox.requests.length, MAX_REQUESTS);
    return inbox.response;
  }

  setResponse(inboxId: string, response: InboxResponse): void {
    this.get(inboxId).response = response;
  }

  /** Newest first. */
  view(inboxId: string): Inbox {
    return this.get(inboxId);
  }
}
