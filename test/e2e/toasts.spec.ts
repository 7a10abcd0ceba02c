import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const toasts = (page: Page) => page.locator('.dashboard-toast');
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

async function expectRed(locator: Locator) {
  const style = await locator.getAttribute('style');
  expect(style).toContain('--mantine-color-red');
}

test('API failures toast the failure title with errorCode lines, red, bottom-left, closable', async ({
  authedPage: page,
  platform,
}) => {
  await platform.setFaults([{ method: 'GET', path: '/api/subscription', kind: 'error-list', status: 400 }]);
  await page.goto('/settings/subscription');
  const plans = toast(page, 'Failed fetching subscription plans');
  await expect(plans).toBeVisible();
  await expect(plans).toContainText('FAULT_INJECTED');
  await expect(plans).toContainText('Injected failure');
  await expectRed(plans);

  const box = (await plans.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 3);
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.6);

  await plans.getByRole('button', { name: 'Close notification' }).click();
  await expect(plans).toHaveCount(0);
});

test('at most three toasts show at once; the rest wait their turn and all auto-hide', async ({
  authedPage: page,
  platform,
}) => {
  await platform.setFaults([
    { method: 'GET', path: 're:^/api/(subscription|stripe)', kind: 'error-message', status: 422 },
  ]);
  // The page's clock is the test's: toasts hide when it is moved on, not when the machine gets to it.
  await page.clock.install();
  // The subscription page reads plans, the current plan and usage: three failures, the most shown.
  await page.goto('/settings/subscription');
  await expect(toasts(page)).toHaveCount(3);
  const billingFailed = Promise.all(
    ['/api/stripe/invoices/upcoming', '/api/stripe/invoices'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 422),
    ),
  );
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Billing' }).click();
  // The Billing page's two failures have been answered: their toasts wait behind the three shown.
  await billingFailed;
  await expect(toasts(page)).toHaveCount(3);
  await expect(toasts(page).first()).toContainText('Injected failure');
  // After 5 s the first ones hide and the queued ones show; after 5 s more all are gone.
  await page.clock.runFor(5_500);
  await expect(toast(page, 'Failed fetching upcoming invoice').or(toast(page, 'Failed fetching invoices'))).toHaveCount(
    2,
  );
  await page.clock.runFor(6_000);
  await expect(toasts(page)).toHaveCount(0);
});

test('a non-JSON error body falls back to "Internal server error"', async ({ authedPage: page, platform }) => {
  await platform.setFaults([{ method: 'GET', path: '/api/subscription-plans', kind: 'non-json', status: 400 }]);
  await page.goto('/settings/subscription');
  await expect(toast(page, 'Failed fetching subscription plans')).toContainText('Internal server error');
});

test('a dropped connection toasts "Server error" with the browser message after the GET retries', async ({
  authedPage: page,
  platform,
}) => {
  await platform.setFaults([{ method: 'GET', path: '/api/subscription-plans', kind: 'drop' }]);
  await page.goto('/settings/subscription');
  const serverError = toast(page, 'Server error');
  await expect(serverError).toBeVisible({ timeout: 15_000 });
  await expect(serverError).toContainText('Could not reach the server. Check your connection and try again.');
});
