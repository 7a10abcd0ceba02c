import type { Platform } from '../../server/platform';
import { ensureBilling } from '../../server/billing/invoices';

/**
 * Makes the user a Pro customer of `months` months. Billing starts with the account, so a test user has
 * no history; this one is made older, as a long-standing customer's would be.
 */
export async function customerSince(platform: Platform, userId: string, months: number): Promise<void> {
  await platform.ctx.asService(async (tx) => {
    await tx.query('delete from private.invoices where user_id = $1', [userId]);
    await tx.query('delete from private.subscriptions where user_id = $1', [userId]);
    await ensureBilling(tx, userId, 'pro', new Date(Date.now() - months * 31 * 24 * 60 * 60 * 1000));
  });
}
