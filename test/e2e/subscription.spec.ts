import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const planCard = (page: Page, name: string) => page.getByRole('article', { name: `${name} plan` });

test('lists the plans with the current one marked and changes plan after confirmation', async ({
  authedPage: page,
  api,
}) => {
  const plans = await api.get<{ id: string; name: string }[]>('/subscription-plans');
  const current = await api.get<{ id: string; name: string }>('/subscriptions/plan');
  await page.goto(paths.settingsSubscription());
  for (const plan of plans) await expect(planCard(page, plan.name)).toBeVisible();
  await expect(planCard(page, current.name).getByText('Current plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Current plan', { exact: true })).toHaveCount(1);

  const target = plans.find((plan) => plan.id !== current.id)!;
  await planCard(page, target.name)
    .getByRole('button', { name: new RegExp(`to ${target.name}$`) })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Change plan' });
  await expect(confirm).toContainText(`Switch from ${current.name} to ${target.name}`);
  await confirm.getByRole('button', { name: 'Change plan' }).click();

  await expect(toast(page, 'Subscription updated')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(planCard(page, target.name).getByText('Current plan', { exact: true })).toBeVisible();
  await expect(planCard(page, current.name).getByText('Current plan', { exact: true })).toHaveCount(0);
  expect((await api.get<{ id: string }>('/subscriptions/plan')).id).toBe(target.id);
});

test('a failed change toasts "Failed updating subscription" and keeps the plan', async ({
  authedPage: page,
  api,
  platform,
}) => {
  const current = await api.get<{ id: string; name: string }>('/subscriptions/plan');
  await page.goto(paths.settingsSubscription());
  await expect(planCard(page, current.name).getByText('Current plan', { exact: true })).toBeVisible();
  await platform.setFaults([
    { method: 'PUT', path: '/api/subscriptions', kind: 'error-list', errorCode: 'PAYMENT_REQUIRED', status: 402 },
  ]);

  await page
    .getByRole('button', { name: /^(Upgrade|Downgrade) to / })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Change plan' });
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(toast(page, 'Failed updating subscription')).toContainText('PAYMENT_REQUIRED');
  await expect(confirm.getByText('PAYMENT_REQUIRED')).toBeVisible();
  expect((await api.get<{ id: string }>('/subscriptions/plan')).id).toBe(current.id);
});

test('failed reads toast "Failed fetching subscription plans" and "Failed fetching subscription plan"', async ({
  authedPage: page,
  platform,
}) => {
  await platform.setFaults([
    { method: 'GET', path: '/api/subscription-plans', kind: 'error-list' },
    { method: 'GET', path: '/api/subscriptions/plan', kind: 'error-message', status: 404, error: 'No subscription' },
  ]);
  await page.goto(paths.settingsSubscription());
  await expect(toast(page, 'Failed fetching subscription plan').filter({ hasText: 'No subscription' })).toBeVisible();
  // The plans call is retried on 5xx first, then reported.
  await expect(toast(page, 'Failed fetching subscription plans')).toContainText('FAULT_INJECTED', { timeout: 15_000 });
  await expect(page.getByText('The plans could not be loaded.', { exact: false })).toBeVisible();

  await platform.clearFaults();
  await page
    .getByRole('alert', { name: 'Failed fetching subscription plans' })
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page.getByRole('article', { name: /plan$/ }).first()).toBeVisible();
});
