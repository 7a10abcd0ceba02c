import { describe, expect, it } from 'vitest';
import { ensureBilling } from '../../../server/billing/invoices';
import { apiUser, dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld(undefined, 'free');

interface Invoice {
  id: string;
  number: string | null;
  status: string;
  amountDue: number;
  created: string;
  hostedInvoiceUrl: string | null;
  description: string;
}

describe('plans and subscription', () => {
  it('GET /subscription-plans lists free, pro and team', async () => {
    const plans = dataOf(
      await world.alice.call<{ id: string; priceMonthly: number; currency: string }[]>('GET', '/subscription-plans'),
    );
    expect(plans.map((p) => p.id)).toEqual(['free', 'pro', 'team']);
    expect(plans[1]).toMatchObject({
      priceMonthly: 2900,
      currency: 'usd',
      limits: expect.any(Object),
      features: expect.any(Array),
    });
  });

  it('GET /subscriptions/plan starts on free; PUT /subscriptions changes it', async () => {
    const current = dataOf(
      await world.alice.call<{ id: string; subscription: { planId: string; status: string } }>(
        'GET',
        '/subscriptions/plan',
      ),
    );
    expect(current).toMatchObject({ id: 'free', subscription: { planId: 'free', status: 'active' } });
    const updated = dataOf(await world.alice.call('PUT', '/subscriptions', { planId: 'team' }));
    expect(updated).toMatchObject({
      planId: 'team',
      status: 'active',
      currentPeriodStart: expect.any(String),
      currentPeriodEnd: expect.any(String),
    });
    expect(dataOf(await world.alice.call<{ id: string }>('GET', '/subscriptions/plan')).id).toBe('team');
    const upcoming = dataOf(await world.alice.call<Invoice>('GET', '/stripe/invoices/upcoming'));
    expect(upcoming).toMatchObject({ amountDue: 9900, status: 'open' });
    expect(dataOf(await world.bob.call<{ id: string }>('GET', '/subscriptions/plan')).id).toBe('free');
  });

  it('PUT /subscriptions rejects an unknown plan and keeps the current one', async () => {
    expectError(await world.bob.call('PUT', '/subscriptions', { planId: 'enterprise' }), 400, 'INVALID_PLAN_ID');
    expect(dataOf(await world.bob.call<{ id: string }>('GET', '/subscriptions/plan')).id).toBe('free');
  });
});

describe('invoices', () => {
  /** A Pro account whose billing began `monthsAgo` months ago, as the demo seed could start one. */
  async function accountSince(monthsAgo: number) {
    const user = await apiUser(world.platform, 'Long-time customer', 'free');
    const since = new Date(Date.now() - monthsAgo * 30.5 * 24 * 60 * 60 * 1000);
    await world.platform.ctx.asService(async (tx) => {
      await tx.query('delete from private.invoices where user_id = $1', [user.id]);
      await tx.query('delete from private.subscriptions where user_id = $1', [user.id]);
      await ensureBilling(tx, user.id, 'pro', since);
    });
    return { user, since };
  }

  it('a new account has no invoice before it existed: none on Free, then a prorated one from the upgrade', async () => {
    const fresh = await apiUser(world.platform, 'Fresh', 'free');
    const list = async () => dataOf(await fresh.call<{ invoices: Invoice[] }>('GET', '/stripe/invoices')).invoices;
    expect(await list()).toEqual([]);
    const before = Date.now();
    dataOf(await fresh.call('PUT', '/subscriptions', { planId: 'pro' }));
    const [proration] = await list();
    expect(await list()).toHaveLength(1);
    expect(Date.parse(proration.created)).toBeGreaterThanOrEqual(before - 1000);
    expect(proration.amountDue).toBeGreaterThan(0);
    expect(proration.amountDue).toBeLessThanOrEqual(2900);
    expect(proration).toMatchObject({
      status: 'paid',
      description: expect.stringMatching(/^Pro plan, prorated from Free · /),
    });

    // A downgrade refunds the unused time; going back up bills it again.
    dataOf(await fresh.call('PUT', '/subscriptions', { planId: 'free' }));
    const [refund] = await list();
    expect(refund.amountDue).toBeLessThan(0);
    expect(refund.description).toMatch(/^Refund of unused Pro time/);
  });

  it('bills every period since the account began, once, with nothing before it; pages them newest first', async () => {
    const { user, since } = await accountSince(32);
    const seen: Invoice[] = [];
    let startingAfter = '';
    for (;;) {
      const page = dataOf(
        await user.call<{ invoices: Invoice[]; hasMore: boolean }>(
          'GET',
          `/stripe/invoices${startingAfter && `?startingAfter=${startingAfter}`}`,
        ),
      );
      seen.push(...page.invoices);
      if (!page.hasMore) break;
      expect(page.invoices).toHaveLength(10);
      startingAfter = page.invoices.at(-1)!.id;
    }
    expect(seen.length).toBeGreaterThanOrEqual(32);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    const oldest = seen.at(-1)!;
    expect(Date.parse(oldest.created)).toBe(Math.floor(since.getTime()));
    expect(seen.every((invoice) => Date.parse(invoice.created) >= since.getTime())).toBe(true);
    // No missing period: each renewal starts where the one before ended, up to the current month.
    const byAge = [...seen].reverse() as (Invoice & { periodStart: string; periodEnd: string })[];
    for (let i = 1; i < byAge.length; i++) expect(byAge[i].periodStart).toBe(byAge[i - 1].periodEnd);
    const thisMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString();
    expect(byAge.at(-1)!.periodStart).toBe(thisMonth);
    expect(seen[0].hostedInvoiceUrl).toBe(`${world.platform.url}/billing-portal/invoices/${seen[0].id}`);

    // Read again, nothing is issued twice.
    const again = dataOf(await user.call<{ invoices: Invoice[] }>('GET', '/stripe/invoices'));
    expect(again.invoices.map((i) => i.id)).toEqual(seen.slice(0, 10).map((i) => i.id));
  });

  it('rejects a startingAfter that is not one of the caller’s invoices', async () => {
    const aliceFirst = dataOf(await world.alice.call<{ invoices: Invoice[] }>('GET', '/stripe/invoices')).invoices[0]
      .id;
    expectError(
      await world.bob.call('GET', `/stripe/invoices?startingAfter=${aliceFirst}`),
      400,
      'INVALID_STARTING_AFTER',
    );
  });

  it('GET /stripe/invoices/upcoming reflects the plan', async () => {
    const upcoming = dataOf(await world.bob.call<Invoice>('GET', '/stripe/invoices/upcoming'));
    expect(upcoming).toMatchObject({ amountDue: 0, amountPaid: 0, currency: 'usd', number: null });
  });
});

describe('billing portal', () => {
  it('POST /stripe/billing-portal-session gives a local portal page with a way back', async () => {
    const { url } = dataOf(await world.alice.call<{ url: string }>('POST', '/stripe/billing-portal-session', {}), 201);
    expect(url).toMatch(new RegExp(`^${world.platform.url}/billing-portal/session/bps_\\w+$`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Return to dashboard');
    expect(html).toContain('href="/settings/billing"');
  });

  it('shows the same next invoice as the dashboard, and no card nobody added', async () => {
    const upcoming = dataOf(await world.alice.call<Invoice>('GET', '/stripe/invoices/upcoming'));
    const { url } = dataOf(await world.alice.call<{ url: string }>('POST', '/stripe/billing-portal-session', {}), 201);
    const html = await (await fetch(url)).text();
    const day = new Date(upcoming.created).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      upcoming.amountDue / 100,
    );
    expect(html).toContain(`${money} on ${day}`);
    expect(html).not.toMatch(/Visa|ending in/);
  });

  it('rejects an off-site return URL', async () => {
    expectError(
      await world.alice.call('POST', '/stripe/billing-portal-session', { returnUrl: '//evil.example/x' }),
      400,
      'INVALID_RETURN_URL',
    );
  });
});
