import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

test('creates an admin key shown once and revokes it after confirmation', async ({ authedPage: page, db }) => {
  await page.goto(paths.settingsAdminKeys());
  const card = page.getByRole('region', { name: 'Admin keys' });
  await expect(card.getByText('No admin keys yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Create admin key' }).click();
  const form = page.getByRole('dialog', { name: 'Create admin key' });
  await form.getByLabel('Name').fill('terraform');
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(toast(page, 'Admin key is created')).toBeVisible();
  const reveal = page.getByRole('dialog', { name: 'New admin key' });
  await expect(reveal.getByText('will not be shown again', { exact: false })).toBeVisible();
  const key = await reveal.getByLabel('Admin key').inputValue();
  const { data: rows } = await db.from('admin_keys').select('name, prefix');
  expect(rows).toEqual([{ name: 'terraform', prefix: expect.any(String) }]);
  expect(key.startsWith(rows![0].prefix)).toBe(true);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();

  const table = card.getByRole('table', { name: 'Admin keys' });
  await expect(table.getByRole('row', { name: /terraform/ })).toBeVisible();
  await table.getByRole('button', { name: 'Revoke admin key terraform' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke admin key' });
  await expect(confirm).toContainText('terraform');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Admin key is revoked')).toBeVisible();
  await expect(table).toBeHidden();
  const { data: after } = await db.from('admin_keys').select('id');
  expect(after).toEqual([]);
});

test('a failed create toasts "Failed creating admin key" and keeps the form', async ({
  authedPage: page,
  platform,
}) => {
  await page.goto(paths.settingsAdminKeys());
  await expect(page.getByText('No admin keys yet.')).toBeVisible();
  await platform.setFaults([{ method: 'POST', path: '/api/user/admin-api-keys', kind: 'error-list' }]);
  await page.getByRole('button', { name: 'Create admin key' }).click();
  const form = page.getByRole('dialog', { name: 'Create admin key' });
  await form.getByLabel('Name').fill('nope');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const failure = toast(page, 'Failed creating admin key');
  await expect(failure).toContainText('FAULT_INJECTED');
  await expect(failure).toContainText('Injected failure');
  await expect(form.getByLabel('Name')).toHaveValue('nope');
});

test('a failed revoke toasts "Failed revoking admin key" and keeps the key', async ({
  authedPage: page,
  api,
  platform,
}) => {
  await api.post('/user/admin-api-keys', { name: 'stays' });
  await page.goto(paths.settingsAdminKeys());
  const table = page.getByRole('table', { name: 'Admin keys' });
  await expect(table.getByText('stays')).toBeVisible();
  await platform.setFaults([
    { method: 'DELETE', path: '/api/user/admin-api-keys', kind: 'error-message', status: 409, error: 'Key in use' },
  ]);
  await table.getByRole('button', { name: 'Revoke admin key stays' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke admin key' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Failed revoking admin key')).toContainText('Key in use');
  await expect(confirm.getByText('Key in use')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText('stays')).toBeVisible();
});
