import type { PlatformContext } from '../context';
import { loadDueDelivery, recordOutcome, send } from './attempt';

/** At most this many requests at once to one target (scheme, host and port), and in all. */
const PER_TARGET = 3;
const IN_ALL = 12;
/** Even without a notification the queue looks again this often (due retries are also timed exactly). */
const IDLE_CHECK_MS = 30_000;

const targetOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * The platform's webhook sender. Deliveries live in the database (PENDING/RETRYING with next_attempt_at),
 * so the queue is just a loop over due rows: it survives restarts, and a notification from the table's
 * trigger (new or resent delivery) or a timer for the next due retry wakes it.
 */
export class DeliveryQueue {
  private readonly inFlight = new Map<string, { target: string; done: Promise<void> }>();
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly ctx: PlatformContext) {}

  /** Looks for due deliveries now (coalesced: a wake during a pass runs one more pass after it). */
  wake(): void {
    if (this.controller.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => {
        if (!this.controller.signal.aborted) console.error('[webhooks] delivery pass failed', error);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pass(): Promise<void> {
    const { rows } = await this.ctx.db.query<{ id: string; url: string }>(
      `select d.id, w.url from public.webhook_deliveries d join public.webhooks w on w.id = d.webhook_id
        where d.status in ('PENDING', 'RETRYING') and d.next_attempt_at <= now()
        order by d.next_attempt_at limit 200`,
    );
    for (const row of rows) {
      if (this.inFlight.size >= IN_ALL) break;
      const target = targetOf(row.url);
      if (this.inFlight.has(row.id) || this.countFor(target) >= PER_TARGET) continue;
      this.start(row.id, target);
    }
    await this.scheduleNext();
  }

  private countFor(target: string): number {
    let count = 0;
    for (const job of this.inFlight.values()) if (job.target === target) count += 1;
    return count;
  }

  private start(id: string, target: string): void {
    const done = (async () => {
      const delivery = await loadDueDelivery(this.ctx, id);
      if (!delivery) return this.giveUp(id);
      const outcome = await send(this.ctx, delivery, this.controller.signal);
      if (this.controller.signal.aborted) return;
      await recordOutcome(this.ctx, delivery, outcome);
    })()
      .catch((error: unknown) => {
        if (!this.controller.signal.aborted) console.error('[webhooks] delivery failed', id, error);
      })
      .finally(() => {
        this.inFlight.delete(id);
        // A slot is free: whatever waited behind the limit may go now.
        this.wake();
      });
    this.inFlight.set(id, { target, done });
  }

  /** A due delivery whose webhook secret or event body is gone can never be sent; left due it would spin. */
  private async giveUp(id: string): Promise<void> {
    await this.ctx.db.query(
      `update public.webhook_deliveries set status = 'FAILED', next_attempt_at = null
        where id = $1 and status in ('PENDING', 'RETRYING') and next_attempt_at <= now()`,
      [id],
    );
  }

  private async scheduleNext(): Promise<void> {
    // Rows due now but not started wait behind a concurrency limit: the end of a request wakes the queue.
    const { rows } = await this.ctx.db.query<{ wait_ms: number | null }>(
      `select ceil(extract(epoch from min(next_attempt_at) - now()) * 1000)::int as wait_ms
         from public.webhook_deliveries
        where status in ('PENDING', 'RETRYING') and next_attempt_at > now()`,
    );
    const wait = rows[0]?.wait_ms ?? IDLE_CHECK_MS;
    clearTimeout(this.timer);
    if (this.controller.signal.aborted) return;
    this.timer = setTimeout(() => this.wake(), Math.min(wait, IDLE_CHECK_MS));
  }

  /** Stops sending: pending requests are aborted (the delivery stays due and is sent after a restart). */
  async close(): Promise<void> {
    this.controller.abort();
    clearTimeout(this.timer);
    await this.running;
    await Promise.allSettled([...this.inFlight.values()].map((job) => job.done));
  }
}
