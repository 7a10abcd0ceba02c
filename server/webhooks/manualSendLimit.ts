import { ApiError } from '../core/errors';

/** Test and Resend requests allowed per webhook in a sliding minute. */
export const MANUAL_SENDS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** Bounded memory: the least recently used webhooks are forgotten first. */
const MAX_TRACKED = 10_000;

/**
 * Rate-limits "Send test event" and "Resend" per webhook: each adds a delivery to the shared queue, so
 * without a bound one tenant could queue thousands a minute.
 */
export class ManualSendLimit {
  private readonly sends = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one send for the webhook, or throws 429 RATE_LIMITED saying when the next is allowed. */
  take(webhookId: string): void {
    const now = this.now();
    const recent = (this.sends.get(webhookId) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= MANUAL_SENDS_PER_MINUTE) {
      const wait = Math.ceil((recent[0] + WINDOW_MS - now) / 1000);
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `At most ${MANUAL_SENDS_PER_MINUTE} test events and resends per webhook a minute; try again in ${wait} seconds`,
      );
    }
    this.sends.delete(webhookId);
    this.sends.set(webhookId, [...recent, now]);
    if (this.sends.size > MAX_TRACKED) this.sends.delete(this.sends.keys().next().value as string);
  }
}
