import type { PlatformContext } from '../core/context';
import { loadDueDelivery, recordOutcome, send } from './attempt';
import { claimLease, leaseMs, releaseLease } from '../jobs/leases';
import { attemptTimeout } from './retrySchedule';

/**
 * At most this many requests at once to one tenant's target (scheme, host and port; an inbox is a target
 * of its own), per tenant, and in all: one tenant's slow receivers can hold half the slots, never all.
 */
const PER_TARGET = 3;
const PER_OWNER = 6;
const IN_ALL = 12;
/** Due rows looked at per pass: each target's oldest few, round robin over tenants. */
const BATCH = 200;
// The target part of a webhook URL in SQL: an inbox URL keeps its path (each inbox is its own receiver).
const TARGET_SQL = `case when w.url ~ '^https?://[^/?#]+/local/webhook-inbox/'
  then substring(w.url from '^https?://[^/?#]+/local/webhook-inbox/[^/?#]*') else substring(w.url from '^https?://[^/?#]+') end`;
/** Even without a notification the queue looks again this often (due retries are also timed exactly). */
const IDLE_CHECK_MS = 30_000;

interface DueRow {
  id: string;
  owner_id: string;
  target: string;
}

/**
 * The platform's webhook sender. Deliveries live in the database (PENDING/RETRYING with next_attempt_at),
 * so the queue is just a loop over due rows: it survives restarts, and a notification from the table's
 * trigger (new or resent delivery) or a timer for the next due retry wakes it. Each attempt is claimed as a
 * lease first, so of several instances on one database exactly one sends it.
 */
export class DeliveryQueue {
  private readonly inFlight = new Map<string, { target: string; owner: string; done: Promise<void> }>();
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

  /**
   * Fair picking: of each tenant's target only the oldest PER_TARGET due rows are candidates, and they are
   * ordered round robin over tenants (every tenant's oldest first), so a backlog of one tenant's
   * deliveries never pushes another tenant's out of the batch.
   */
  private async pass(): Promise<void> {
    const { rows } = await this.ctx.db.query<DueRow>(
      `select id, owner_id, target from (
         select id, owner_id, target, next_attempt_at,
                row_number() over (partition by owner_id order by next_attempt_at, id) as per_owner
           from (select d.id, d.owner_id, d.next_attempt_at, d.owner_id || ' ' || lower(${TARGET_SQL}) as target,
                        row_number() over (partition by d.owner_id, lower(${TARGET_SQL}) order by d.next_attempt_at, d.id) as per_target
                   from public.webhook_deliveries d join public.webhooks w on w.id = d.webhook_id
                  where d.status in ('PENDING', 'RETRYING') and d.next_attempt_at <= now()) due
          where per_target <= ${PER_TARGET}) ranked
        order by per_owner, next_attempt_at limit ${BATCH}`,
    );
    for (const row of rows) {
      if (this.inFlight.size >= IN_ALL) break;
      if (this.inFlight.has(row.id) || this.count('target', row.target) >= PER_TARGET) continue;
      if (this.count('owner', row.owner_id) >= PER_OWNER) continue;
      this.start(row.id, row.target, row.owner_id);
    }
    await this.scheduleNext();
  }

  private count(key: 'target' | 'owner', value: string): number {
    let count = 0;
    for (const job of this.inFlight.values()) if (job[key] === value) count += 1;
    return count;
  }

  private start(id: string, target: string, owner: string): void {
    const lease = `delivery:${id}`;
    const done = (async () => {
      // Another instance sending this attempt holds its lease; it is recorded (no longer due) before the lease goes.
      if (!(await claimLease(this.ctx, lease, leaseMs(this.ctx) + attemptTimeout(this.ctx.options.speed)))) return;
      try {
        const delivery = await loadDueDelivery(this.ctx, id);
        if (!delivery) return await this.giveUp(id);
        const outcome = await send(this.ctx, delivery, this.controller.signal);
        if (this.controller.signal.aborted) return;
        await recordOutcome(this.ctx, delivery, outcome);
      } finally {
        await releaseLease(this.ctx, lease);
      }
    })()
      .catch((error: unknown) => {
        if (!this.controller.signal.aborted) console.error('[webhooks] delivery failed', id, error);
      })
      .finally(() => {
        this.inFlight.delete(id);
        // A slot is free: whatever waited behind the limit may go now.
        this.wake();
      });
    this.inFlight.set(id, { target, owner, done });
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
