import { AuthFailure } from './authErrors';

/** Wrong passwords for one email allowed freely; after that each try waits twice as long as the last. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 5 * 60 * 1000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60 * 1000;
/** Bounded memory: at most this many emails are tracked (the oldest are forgotten first). */
const MAX_TRACKED = 10_000;

interface Failures {
  count: number;
  last: number;
}

/**
 * Slows password guessing per email (known or not, so it reveals nothing): five wrong passwords in a
 * row are free, then the next try is refused with 429 until 1 s, 2 s, 4 s … (at most 5 min) have passed
 * since the last failure. A correct password clears the count.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 over_request_rate_limit while this email must wait. */
  check(email: string): void {
    const entry = this.current(email);
    if (!entry || entry.count < FREE_FAILURES) return;
    const wait = Math.min(FIRST_WAIT_MS * 2 ** (entry.count - FREE_FAILURES), MAX_WAIT_MS);
    const left = entry.last + wait - this.now();
    if (left > 0) {
      throw new AuthFailure(
        429,
        'over_request_rate_limit',
        `Too many failed sign-in attempts for this email; try again in ${Math.ceil(left / 1000)} seconds`,
      );
    }
  }

  failed(email: string): void {
    const key = email.trim().toLowerCase();
    const entry = this.current(email) ?? { count: 0, last: 0 };
    this.failures.delete(key);
    this.failures.set(key, { count: entry.count + 1, last: this.now() });
    if (this.failures.size > MAX_TRACKED) this.failures.delete(this.failures.keys().next().value as string);
  }

  succeeded(email: string): void {
    this.failures.delete(email.trim().toLowerCase());
  }

  private current(email: string): Failures | undefined {
    const entry = this.failures.get(email.trim().toLowerCase());
    return entry && this.now() - entry.last < WINDOW_MS ? entry : undefined;
  }
}
