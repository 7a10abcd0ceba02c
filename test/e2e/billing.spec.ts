import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { customerSince } from './billingHistory';
import type { ApiClient } from './fixtures';
import { expect, test } from './ownPlatform';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

interface InvoicesPage {
  invoices: { id: string; number: string }[];
  hasMore: boolean;
}

/** Every invoice number, read through the API by the same cursor. */
async function allInvoiceNumbers(api: ApiClient): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: InvoicesPage = await api.get(`/stripe/invoices${cursor ? `?startingAfter=${cursor}` : ''}`);
    numbers.push(...page.invoices.map((invoice) => invoice.number));
    if (!page.hasMore) return numbers;
    cursor = page.invoices[page.invoices.length - 1].id;
  }
}

test.describe('a new account', () => {
  test.use({ plan: 'free' });

  test('has no invoices before it existed; an upgrade bills from then, and the portal agrees with the dashboard', async ({
    authedPage: page,
    api,
  }) => {
    await page.goto(paths.settingsBilling());
    const card = page.getByRole('region', { name: 'Invoices' });
    await expect(card.getByText('No invoices yet')).toBeVisible();
    const upgradedAt = Date.now();
    await api.put('/subscriptions', { planId: 'pro' });
    const { invoices } = await api.get<{ invoices: { number: string; created: string; description: string }[] }>(
      '/stripe/invoices',
    );
    expect(invoices).toHaveLength(1);
    expect(Date.parse(invoices[0].created)).toBeGreaterThanOrEqual(upgradedAt - 2000);
    expect(invoices[0].description).toMatch(/^Pro plan, prorated from Free/);
    const signedUp = await api.get<{ subscription: { planId: string } }>('/subscriptions/plan');
    expect(signedUp.subscription.planId).toBe('pro');

    await page.reload();
    await expect(card.getByRole('table', { name: 'Invoices' }).getByRole('link')).toHaveText([invoices[0].number]);
    const upcoming = page.getByRole('region', { name: 'Upcoming invoice' });
    await expect(upcoming).toContainText('$29.00');
    const billedOn = ((await upcoming.getByText(/^Billed on /).textContent()) ?? '').replace('Billed on ', '');

    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(/\/billing-portal\/session\//);
    const portal = page.locator('body');
    await expect(portal).toContainText(`$29.00 on ${billedOn}`);
    await expect(portal).toContainText(invoices[0].number);
    await expect(portal).not.toContainText('Visa');
  });
});

test('shows the upcoming invoice and pages through every invoice exactly once', async ({
  authedPage: page,
  api,
  user,
  ownPlatform,
}) => {
  await customerSince(ownPlatform, user.id, 32);
  const expected = await allInvoiceNumbers(api);
  expect(expected.length).toBeGreaterThan(30);
  await page.goto(paths.settingsBilling());
  const upcoming = page.getByRole('region', { name: 'Upcoming invoice' });
  await expect(upcoming.getByText(/^\$\d/)).toBeVisible();
  await expect(upcoming.getByText(/^Billed on /)).toBeVisible();

  const card = page.getByRole('region', { name: 'Invoices' });
  const rows = card.getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  const loadMore = card.getByRole('button', { name: 'Load more' });
  for (let pageCount = 1; (await loadMore.count()) > 0; pageCount += 1) {
    expect(pageCount).toBeLessThan(10);
    await loadMore.click();
    await expect(rows).toHaveCount(Math.min(10 * (pageCount + 1), expected.length) + 1);
  }

  const shown = await card.getByRole('table', { name: 'Invoices' }).getByRole('link').allTextContents();
  expect(shown).toEqual(expected);
  expect(new Set(shown).size).toBe(expected.length);
  await expect(card.getByText(`Showing ${expected.length} invoices`)).toBeVisible();
});

test('a failed "Load more" keeps the loaded rows and a retry adds the page once', async ({
  authedPage: page,
  platform,
  user,
  ownPlatform,
}) => {
  await customerSince(ownPlatform, user.id, 32);
  await page.goto(paths.settingsBilling());
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await platform.setFaults([{ method: 'GET', path: 're:^/api/stripe/invoices$', kind: 'error-message', times: 1 }]);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(toast(page, 'Failed fetching invoices')).toContainText('Injected failure');
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(table.getByRole('row')).toHaveCount(21);
  const numbers = await table.getByRole('link').allTextContents();
  expect(new Set(numbers).size).toBe(20);
});

test('opens the billing portal through a new session', async ({ authedPage: page }) => {
  await page.goto(paths.settingsBilling());
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/billing-portal\/session\/[^/]+$/);
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});

test('the portal success toast is shown, then the portal URL is opened', async ({ authedPage: page }) => {
  // A 204 answer makes the browser stay on the dashboard, so the toast can be read after the navigation started.
  await page.route('**/billing-portal/session/**', (route) => route.fulfill({ status: 204 }));
  await page.goto(paths.settingsBilling());
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/billing-portal/session/'),
  );
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(toast(page, 'Billing portal session created')).toBeVisible();
  expect(new URL((await navigation).url()).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveAttribute('data-loading', 'true');
});

test('failed billing calls toast their titles', async ({ authedPage: page, platform }) => {
  await platform.setFaults([
    {
      method: 'GET',
      path: '/api/stripe/invoices/upcoming',
      kind: 'error-message',
      status: 404,
      error: 'No upcoming invoice',
    },
    {
      method: 'GET',
      path: 're:^/api/stripe/invoices$',
      kind: 'error-list',
      status: 400,
      errorCode: 'INVOICES_UNAVAILABLE',
    },
    { method: 'POST', path: '/api/stripe/billing-portal-session', kind: 'error-list' },
  ]);
  await page.goto(paths.settingsBilling());
  await expect(toast(page, 'Failed fetching upcoming invoice')).toContainText('No upcoming invoice');
  await expect(toast(page, 'Failed fetching invoices')).toContainText('INVOICES_UNAVAILABLE');

  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(toast(page, 'Failed creating billing portal session')).toContainText('FAULT_INJECTED');
  await expect(page).toHaveURL(/\/settings\/billing$/);
});
