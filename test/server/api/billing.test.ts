import { describe, expect, it } from 'vitest';
import { dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld(undefined, 'free');

interface Invoice {
  id: string;
  number: string | null;
  status: string;
  amountDue: number;
  created: string;
  hostedInvoiceUrl: string | null;
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
  it('pages 32 invoices newest first, 10 at a time, by startingAfter', async () => {
    const seen: Invoice[] = [];
    let startingAfter = '';
    for (;;) {
      const page = dataOf(
        await world.alice.call<{ invoices: Invoice[]; hasMore: boolean }>(
          'GET',
          `/stripe/invoices${startingAfter && `?startingAfter=${startingAfter}`}`,
        ),
      );
      seen.push(...page.invoices);
      if (!page.hasMore) break;
      expect(page.invoices).toHaveLength(10);
      startingAfter = page.invoices.at(-1)!.id;
    }
    expect(seen).toHaveLength(32);
    expect(new Set(seen.map((i) => i.id)).size).toBe(32);
    const created = seen.map((i) => i.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(seen[0].hostedInvoiceUrl).toBe(`${world.platform.url}/billing-portal/invoices/${seen[0].id}`);
    expect((await fetch(seen[0].hostedInvoiceUrl!)).status).toBe(200);
    // Deterministic: the same user gets the same invoices again.
    const again = dataOf(await world.alice.call<{ invoices: Invoice[] }>('GET', '/stripe/invoices'));
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

  it('rejects an off-site return URL', async () => {
    expectError(
      await world.alice.call('POST', '/stripe/billing-portal-session', { returnUrl: '//evil.example/x' }),
      400,
      'INVALID_RETURN_URL',
    );
  });
});
