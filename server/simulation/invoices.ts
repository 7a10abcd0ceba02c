import type { Transaction } from '@electric-sql/pglite';
import type { PlanId } from '@contract/enums';
import { randomBase62, stableBase62 } from '../api/secrets';
import { planById } from './plans';

export interface SubscriptionRow {
  user_id: string;
  id: string;
  plan_id: string;
  status: string;
}

export interface InvoiceRow {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  description: string;
  period_start: Date;
  period_end: Date;
  created: Date;
}

const PAST_INVOICES = 32;

const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
const monthLabel = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Billing runs on calendar months (UTC): the current period is this month. */
const currentPeriod = (now = new Date()) => ({ start: monthStart(now), end: monthStart(now, 1) });

export const toSubscription = (row: SubscriptionRow) => {
  const period = currentPeriod();
  return {
    id: row.id,
    planId: row.plan_id,
    status: row.status,
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: period.end.toISOString(),
  };
};

export const invoicePath = (id: string) => `/billing-portal/invoices/${id}`;

export const toInvoice = (row: InvoiceRow, origin: string) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  amountDue: row.amount_due,
  amountPaid: row.amount_paid,
  currency: row.currency,
  created: row.created.toISOString(),
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  description: row.description,
  hostedInvoiceUrl: `${origin}${invoicePath(row.id)}`,
});

/** The next invoice: the current plan for the coming month, not yet issued. */
export function upcomingInvoice(subscription: SubscriptionRow) {
  const plan = planById(subscription.plan_id);
  const { end } = currentPeriod();
  return {
    id: `upcoming_${subscription.id}`,
    number: null,
    status: 'open' as const,
    amountDue: plan.priceMonthly,
    amountPaid: 0,
    currency: plan.currency,
    created: end.toISOString(),
    periodStart: end.toISOString(),
    periodEnd: monthStart(end, 1).toISOString(),
    description: `${plan.name} plan · ${monthLabel(end)}`,
    hostedInvoiceUrl: null,
  };
}

/**
 * A plausible past: Pro, then a Team stretch, then the recent months on the current plan (Pro for a Free
 * account, which stopped paying this month); one void and the latest still open.
 */
function pastInvoice(userId: string, monthsAgo: number, now: Date, currentPlanId: PlanId) {
  const recentPlanId = currentPlanId === 'free' ? 'pro' : currentPlanId;
  const planId = monthsAgo > 20 ? 'pro' : monthsAgo <= 8 ? recentPlanId : 'team';
  const plan = planById(planId);
  const status = monthsAgo === 1 ? 'open' : monthsAgo === 17 ? 'void' : 'paid';
  const periodStart = monthStart(now, -monthsAgo);
  const periodEnd = monthStart(now, -monthsAgo + 1);
  return {
    // Random, not derived from the user id: the hosted invoice page is reachable by its id alone.
    id: `in_${randomBase62(24)}`,
    number: `${stableBase62(`${userId}:customer`, 8).toUpperCase()}-${String(PAST_INVOICES - monthsAgo + 1).padStart(4, '0')}`,
    status,
    amount_due: plan.priceMonthly,
    amount_paid: status === 'paid' ? plan.priceMonthly : 0,
    description: `${plan.name} plan · ${monthLabel(periodStart)}`,
    period_start: periodStart.toISOString(),
    period_end: periodEnd.toISOString(),
    created: new Date(periodEnd.getTime() + 2 * 60 * 60 * 1000).toISOString(),
  };
}

/**
 * Gives a user their billing state on first use: a subscription (Free unless given) and 32 past invoices, deterministic
 * per user but for their random ids (amounts derive from the user id; dates from the month of first use).
 */
export async function ensureBilling(
  tx: Transaction,
  userId: string,
  planId: PlanId = 'free',
): Promise<SubscriptionRow> {
  const existing = await tx.query<SubscriptionRow>('select * from private.subscriptions where user_id = $1', [userId]);
  if (existing.rows[0]) return existing.rows[0];
  const now = new Date();
  const invoices = Array.from({ length: PAST_INVOICES }, (_, i) => pastInvoice(userId, i + 1, now, planId));
  await tx.query(
    `insert into private.invoices (id, user_id, number, status, amount_due, amount_paid, description, period_start, period_end, created)
     select i.id, $1, i.number, i.status, i.amount_due, i.amount_paid, i.description, i.period_start, i.period_end, i.created
       from jsonb_to_recordset($2::jsonb) as i(id text, number text, status text, amount_due int, amount_paid int,
            description text, period_start timestamptz, period_end timestamptz, created timestamptz)
     on conflict (id) do nothing`,
    [userId, JSON.stringify(invoices)],
  );
  const { rows } = await tx.query<SubscriptionRow>(
    `insert into private.subscriptions (user_id, id, plan_id) values ($1, $2, $3)
     on conflict (user_id) do update set user_id = excluded.user_id returning *`,
    [userId, `sub_${stableBase62(`${userId}:subscription`, 24)}`, planId],
  );
  return rows[0];
}
