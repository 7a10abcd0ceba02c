import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../core/context';
import { escapeHtml, page, PAGE_HEADERS } from '../core/html';
import { ensureBilling, invoicePath, toSubscription, upcomingInvoice, type InvoiceRow } from '../billing/invoices';
import { planById } from '../billing/plans';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const notFoundPage = (c: Context, what: string) =>
  c.body(
    page(
      `${what} not found`,
      `<h1>${escapeHtml(what)} not found</h1>
<p>The link is unknown or has expired. Open the billing portal again from the dashboard.</p>
<div class="actions"><a class="button primary" href="/settings/billing">Return to dashboard</a></div>`,
    ),
    404,
    PAGE_HEADERS,
  );

/** The local stand-in for the payment provider's hosted pages: the billing portal and invoice pages. */
export function billingPortalRoutes(ctx: PlatformContext): Hono {
  const app = new Hono();

  app.get('/session/:sessionId', async (c) => {
    const found = await ctx.asService(async (tx) => {
      const { rows } = await tx.query<{ user_id: string; return_path: string }>(
        'select user_id, return_path from private.billing_portal_sessions where id = $1 and expires_at > now()',
        [c.req.param('sessionId')],
      );
      if (!rows[0]) return null;
      const subscription = await ensureBilling(tx, rows[0].user_id);
      const recent = await tx.query<InvoiceRow>(
        'select * from private.invoices where user_id = $1 order by created desc, id desc limit 3',
        [rows[0].user_id],
      );
      return { ...rows[0], subscription, recent: recent.rows };
    });
    if (!found) return notFoundPage(c, 'Billing portal session');
    const plan = planById(found.subscription.plan_id);
    const period = toSubscription(found.subscription);
    const next = upcomingInvoice(found.subscription);
    const invoices = found.recent
      .map(
        (row) =>
          `<tr><td><a href="${invoicePath(row.id)}">${escapeHtml(row.number)}</a> · ${day(row.created)}</td><td>${money(row.amount_due, row.currency)} (${row.status})</td></tr>`,
      )
      .join('\n');
    return c.body(
      page(
        'Billing portal',
        `<h1>Billing portal</h1>
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.name)} · ${money(plan.priceMonthly, plan.currency)} per month</dd>
<dt>Period</dt><dd>${day(period.currentPeriodStart)} – ${day(period.currentPeriodEnd)}</dd>
<dt>Next invoice</dt><dd>${money(next.amountDue, next.currency)} on ${day(next.created)}</dd>
<dt>Payment method</dt><dd>None on file: the local platform settles its invoices itself</dd>
</dl>
<h2>Recent invoices</h2>
<table>${invoices}</table>
<p>This is the local platform's stand-in for the payment provider's portal; change your plan in the dashboard.</p>
<div class="actions"><a class="button primary" href="${escapeHtml(found.return_path)}">Return to dashboard</a></div>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });

  app.get('/invoices/:invoiceId', async (c) => {
    const { rows } = await ctx.asService((tx) =>
      tx.query<InvoiceRow>('select * from private.invoices where id = $1', [c.req.param('invoiceId')]),
    );
    const invoice = rows[0];
    if (!invoice) return notFoundPage(c, 'Invoice');
    return c.body(
      page(
        `Invoice ${invoice.number}`,
        `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<dl>
<dt>Status</dt><dd>${escapeHtml(invoice.status)}</dd>
<dt>Description</dt><dd>${escapeHtml(invoice.description)}</dd>
<dt>Period</dt><dd>${day(invoice.period_start)} – ${day(invoice.period_end)}</dd>
<dt>Issued</dt><dd>${day(invoice.created)}</dd>
<dt>Amount due</dt><dd>${money(invoice.amount_due, invoice.currency)}</dd>
<dt>Amount paid</dt><dd>${money(invoice.amount_paid, invoice.currency)}</dd>
</dl>
<div class="actions"><a class="button primary" href="/settings/billing">Return to dashboard</a></div>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });

  return app;
}
