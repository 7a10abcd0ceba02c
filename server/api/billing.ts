import { Hono } from 'hono';
import { billingPortalBody, invoicesQuery, updateSubscriptionBody } from '@contract/schemas';
import type { AccountUsage } from '@contract/billing';
import type { PlatformContext } from '../core/context';
import { apiRequestUsage } from '../requests/usage';
import {
  currentPeriod,
  ensureBilling,
  issueProration,
  toInvoice,
  toSubscription,
  upcomingInvoice,
  type InvoiceRow,
  type SubscriptionRow,
} from '../billing/invoices';
import { PLANS, planById } from '../billing/plans';
import { ApiError, created, ok, requestOrigin, type ApiEnv } from './http';
import { excessOn, lockPlan, usageOf } from '../billing/planLimits';
import { randomBase62 } from '../core/secrets';
import { parseInput, readBody } from './validation';

const PAGE_SIZE = 10;

/** Plans, the caller's subscription, invoices and the portal (billing lives in the private schema). */
export function billingRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const billingOf = (userId: string) => ctx.asService((tx) => ensureBilling(tx, userId));

  app.get('/subscription-plans', (c) => ok(c, PLANS));

  app.get('/subscriptions/plan', async (c) => {
    const subscription = await billingOf(c.get('claims').sub);
    return ok(c, { ...planById(subscription.plan_id), subscription: toSubscription(subscription) });
  });

  app.get('/subscriptions/usage', async (c) => {
    const userId = c.get('claims').sub;
    const usage = await ctx.asService(async (tx): Promise<AccountUsage> => ({
      ...(await usageOf(tx, userId, await lockPlan(tx, userId))),
      apiRequests: await apiRequestUsage(tx, userId, currentPeriod().start),
    }));
    return ok(c, usage);
  });

  app.put('/subscriptions', async (c) => {
    const { planId } = await readBody(c, updateSubscriptionBody);
    const userId = c.get('claims').sub;
    const subscription = await ctx.asService(async (tx) => {
      // The lock keeps creates from slipping in between the usage check and the change.
      const current = await lockPlan(tx, userId);
      const target = planById(planId);
      const over = excessOn(await usageOf(tx, userId, current), target);
      if (over.length > 0) {
        throw new ApiError(
          409,
          over.map((item) => item.code),
          `Your usage does not fit the ${target.name} plan: ${over.map((item) => item.text).join('; ')}. Remove what exceeds it first, then change plan.`,
        );
      }
      const { rows } = await tx.query<SubscriptionRow>(
        "update private.subscriptions set plan_id = $2, status = 'active', updated_at = now() where user_id = $1 returning *",
        [userId, planId],
      );
      if (current.id !== target.id) await issueProration(tx, userId, current.id, target.id);
      return rows[0];
    });
    return ok(c, toSubscription(subscription));
  });

  app.get('/stripe/invoices', async (c) => {
    const { startingAfter } = parseInput(invoicesQuery, c.req.query());
    const userId = c.get('claims').sub;
    const rows = await ctx.asService(async (tx) => {
      await ensureBilling(tx, userId);
      let cursor: { created: Date; id: string } | null = null;
      if (startingAfter) {
        const found = await tx.query<InvoiceRow>('select * from private.invoices where id = $1 and user_id = $2', [
          startingAfter,
          userId,
        ]);
        if (!found.rows[0])
          throw new ApiError(400, 'INVALID_STARTING_AFTER', 'startingAfter is not one of your invoices');
        cursor = found.rows[0];
      }
      // Newest first; one extra row tells whether another page exists.
      const page = await tx.query<InvoiceRow>(
        `select * from private.invoices
          where user_id = $1 and ($2::timestamptz is null or (created, id) < ($2, $3))
          order by created desc, id desc limit $4`,
        [userId, cursor?.created ?? null, cursor?.id ?? null, PAGE_SIZE + 1],
      );
      return page.rows;
    });
    const origin = requestOrigin(c);
    return ok(c, {
      invoices: rows.slice(0, PAGE_SIZE).map((row) => toInvoice(row, origin)),
      hasMore: rows.length > PAGE_SIZE,
    });
  });

  app.get('/stripe/invoices/upcoming', async (c) => {
    const subscription = await billingOf(c.get('claims').sub);
    return ok(c, subscription.status === 'canceled' ? null : upcomingInvoice(subscription));
  });

  app.post('/stripe/billing-portal-session', async (c) => {
    const { returnUrl } = await readBody(c, billingPortalBody);
    const userId = c.get('claims').sub;
    const id = `bps_${randomBase62(24)}`;
    await ctx.asService(async (tx) => {
      await ensureBilling(tx, userId);
      await tx.query('insert into private.billing_portal_sessions (id, user_id, return_path) values ($1, $2, $3)', [
        id,
        userId,
        returnUrl ?? '/settings/billing',
      ]);
    });
    return created(c, { url: `${requestOrigin(c)}/billing-portal/session/${id}` });
  });

  return app;
}
