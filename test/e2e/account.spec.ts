import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

test("shows the user's name and email and saves a new display name", async ({ authedPage: page, user, db }) => {
  await page.goto(paths.settingsAccount());
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(user.name, { exact: true })).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveValue(user.email);
  await expect(profile.getByRole('textbox', { name: 'Display name' })).toHaveValue(user.name);

  await profile.getByRole('textbox', { name: 'Display name' }).fill('Grace Hopper');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Display name updated')).toBeVisible();
  await expect(profile.getByText('Grace Hopper', { exact: true })).toBeVisible();
  // The shell's Projects link shows the session's name.
  await expect(page.getByRole('banner').getByText('Grace Hopper')).toBeVisible();

  await db.auth.signInWithPassword({ email: user.email, password: user.password });
  const { data } = await db.auth.getUser();
  expect(data.user?.user_metadata.name).toBe('Grace Hopper');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByRole('textbox', { name: 'Display name' }),
  ).toHaveValue('Grace Hopper');
});

test('a failed save keeps the typed name and shows the error', async ({ authedPage: page, platform, user }) => {
  await page.goto(paths.settingsAccount());
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'Display name' })).toHaveValue(user.name);
  await platform.setFaults([
    { method: 'PUT', path: '/auth/v1/user', kind: 'error-message', error: 'Name service down' },
  ]);

  await profile.getByRole('textbox', { name: 'Display name' }).fill('Not saved');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed updating display name')).toContainText('Name service down');
  await expect(profile.getByText('Name service down')).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Display name' })).toHaveValue('Not saved');
});

test('signs out and leaves for the sign-in page', async ({ authedPage: page }) => {
  await page.goto(paths.settingsAccount());
  await page.getByRole('region', { name: 'Session' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(paths.settingsAccount());
  await expect(page).toHaveURL(/\/login/);
});
