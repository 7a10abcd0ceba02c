import type { PlatformContext } from '../core/context';
import { pause } from '../jobs/jobs';
import { claimTurn } from '../jobs/leases';
import { DeliveryQueue } from './deliveryQueue';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deliveries (with their attempts) and event bodies are kept for 30 days. */
async function pruneDeliveries(ctx: PlatformContext): Promise<void> {
  if (!(await claimTurn(ctx, 'prune-webhook-deliveries', PRUNE_EVERY_MS))) return;
  await ctx.asService(async (tx) => {
    await tx.query("delete from public.webhook_deliveries where created_at < now() - interval '30 days'");
    await tx.query("delete from private.webhook_events where created_at < now() - interval '30 days'");
  });
}

/** Starts sending webhook deliveries: what a previous run left due first, then whatever becomes due. */
export async function startWebhookDelivery(ctx: PlatformContext): Promise<void> {
  const queue = new DeliveryQueue(ctx);
  ctx.onClose(() => queue.close());
  // The table's trigger notifies on commit of every delivery that is due now (new, test or resent).
  const unlisten = await ctx.db.listen('webhook_delivery_due', () => queue.wake());
  ctx.onClose(() => unlisten().catch(() => undefined));
  await pruneDeliveries(ctx);
  ctx.jobs.start('prune-webhook-deliveries', async (signal) => {
    for (;;) {
      await pause(ctx, PRUNE_EVERY_MS, signal);
      await pruneDeliveries(ctx);
    }
  });
  queue.wake();
}
