import type { Transaction } from '../db/types';
import type { PlanId } from '@contract/enums';
import { randomBase62, stableBase62 } from '../core/secrets';
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

const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
const monthLabel = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Billing runs on calendar months (UTC): the current period is this month. */
export const currentPeriod = (now = new Date()) => ({ start: monthStart(now), end: monthStart(now, 1) });

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

/** The next invoice: the current plan for the coming month, to be issued as that period starts. */
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

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

interface NewInvoice {
  amount: number;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  created: Date;
}

/** Issues one invoice, settled at once (the simulation charges no card), numbered in the user's sequence. */
async function issueInvoice(tx: Transaction, userId: string, invoice: NewInvoice): Promise<void> {
  const { rows } = await tx.query<{ n: number | string }>(
    'select count(*) as n from private.invoices where user_id = $1',
    [userId],
  );
  const sequence = Number(rows[0]?.n ?? 0) + 1;
  await tx.query(
    `insert into private.invoices (id, user_id, number, status, amount_due, amount_paid, description, period_start, period_end, created)
     values ($1, $2, $3, 'paid', $4, $4, $5, $6, $7, $8)`,
    [
      // Random, not derived from the user id: the hosted invoice page is reachable by its id alone.
      `in_${randomBase62(24)}`,
      userId,
      `${stableBase62(`${userId}:customer`, 8).toUpperCase()}-${String(sequence).padStart(4, '0')}`,
      invoice.amount,
      invoice.description,
      invoice.periodStart.toISOString(),
      invoice.periodEnd.toISOString(),
      invoice.created.toISOString(),
    ],
  );
}

/** The share of the billing period containing `at` that is still to run, in [0, 1]. */
function remainingShare(at: Date): number {
  const { start, end } = currentPeriod(at);
  return (end.getTime() - at.getTime()) / (end.getTime() - start.getTime());
}

/**
 * Renewals: on a paid plan, each period that began since the last one billed gets its invoice, issued at
 * its start for the plan in effect (plan changes issue their own invoices, after this has run).
 * Nothing is billed before the account's billing began, and nothing on Free.
 */
export async function issueRenewals(tx: Transaction, subscription: SubscriptionRow, now = new Date()): Promise<void> {
  const plan = planById(subscription.plan_id);
  if (plan.priceMonthly === 0) return;
  const { rows } = await tx.query<{ covered: Date | string | null }>(
    'select max(period_end) as covered from private.invoices where user_id = $1',
    [subscription.user_id],
  );
  const covered = rows[0]?.covered;
  if (!covered) return;
  for (let start = monthStart(new Date(covered)); start <= now; start = monthStart(start, 1)) {
    await issueInvoice(tx, subscription.user_id, {
      amount: plan.priceMonthly,
      description: `${plan.name} plan · ${monthLabel(start)}`,
      periodStart: start,
      periodEnd: monthStart(start, 1),
      created: start,
    });
  }
}

/**
 * A plan change bills (or refunds) the difference for the rest of the period at once, as a payment
 * provider's prorations do: Free → Pro on the 16th of a 30-day month costs half of Pro's price.
 */
export async function issueProration(
  tx: Transaction,
  userId: string,
  fromPlanId: string,
  toPlanId: string,
  now = new Date(),
): Promise<void> {
  const from = planById(fromPlanId);
  const to = planById(toPlanId);
  const amount = Math.round((to.priceMonthly - from.priceMonthly) * remainingShare(now));
  if (amount === 0) return;
  const { end } = currentPeriod(now);
  const span = `${day(now)} – ${day(end)}`;
  await issueInvoice(tx, userId, {
    amount,
    description:
      amount > 0
        ? `${to.name} plan, prorated from ${from.name} · ${span}`
        : `Refund of unused ${from.name} time, moved to ${to.name} · ${span}`,
    periodStart: now,
    periodEnd: end,
    created: now,
  });
}

/**
 * Gives a user their billing state on first use: a subscription (Free unless given) whose billing starts
 * then (`since`, for an account seeded with a past), a first prorated invoice when the plan is paid, and
 * the renewals since; afterwards, brings the renewals up to date. No invoice predates the subscription.
 */
export async function ensureBilling(
  tx: Transaction,
  userId: string,
  planId: PlanId = 'free',
  since?: Date,
): Promise<SubscriptionRow> {
  const existing = await tx.query<SubscriptionRow>('select * from private.subscriptions where user_id = $1', [userId]);
  if (existing.rows[0]) {
    await issueRenewals(tx, existing.rows[0]);
    return existing.rows[0];
  }
  const start = since ?? new Date();
  const { rows } = await tx.query<SubscriptionRow>(
    `insert into private.subscriptions (user_id, id, plan_id, created_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set user_id = excluded.user_id returning *`,
    [userId, `sub_${stableBase62(`${userId}:subscription`, 24)}`, planId, start.toISOString()],
  );
  const plan = planById(planId);
  if (plan.priceMonthly > 0) {
    const { end } = currentPeriod(start);
    await issueInvoice(tx, userId, {
      amount: Math.round(plan.priceMonthly * remainingShare(start)),
      description: `${plan.name} plan · ${day(start)} – ${day(end)}`,
      periodStart: start,
      periodEnd: end,
      created: start,
    });
  }
  await issueRenewals(tx, rows[0]);
  return rows[0];
}
