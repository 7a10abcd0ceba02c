import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nodeClient } from './session';

interface Row {
  id: string;
}

/** Everything the browser keeps for this origin, as one string to search. */
async function browserStorage(page: Page): Promise<string> {
  const stores = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    return `${dump(localStorage)}\n${dump(sessionStorage)}\n${document.cookie}`;
  });
  const cookies = await page.context().cookies();
  return `${stores}\n${cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('\n')}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signing out and in as another user in the same tab shows nothing of the first account', async ({
  authedPage: page,
  api,
  platform,
  user,
}) => {
  test.setTimeout(120_000);
  const firstName = `First account ${randomUUID().slice(0, 6)}`;
  const project = await api.post<Row>('/projects', { name: firstName, settings: {} });
  const secret = `sk-header-${randomUUID()}`;

  // The first user visits the project (palette Recent) and types an API key into the playground's headers.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await page.goto(`/projects/${project.id}/graphql`);
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  await page.locator('.monaco-editor[data-uri$="request-headers.json"]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(`{"x-api-key": "${secret}"}`);
  // The playground keeps its tabs (and, once the user asks it to, their headers) in localStorage.
  await expect.poll(() => browserStorage(page)).toContain(`playground:${project.id}`);
  await page.goto('/projects');
  await expect(page.getByText(firstName)).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Nothing of the first account stays in the browser (the clearing runs as the session ends).
  await expect.poll(() => browserStorage(page)).not.toContain(firstName);
  const left = await browserStorage(page);
  expect(left).not.toContain(secret);
  expect(left).not.toContain(project.id);
  expect(left).not.toContain('auth-token');

  // Another user signs in while their project list cannot be read: the old list must not stand in for it.
  const second = { email: `second-${randomUUID()}@example.com`, password: 'second-password-123' };
  const { error } = await nodeClient(platform.url).auth.signUp({ ...second, options: { data: { name: 'Second' } } });
  expect(error).toBeNull();
  await platform.setFaults([
    { method: 'GET', path: '/rest/v1/projects', kind: 'error-message', status: 500, times: 50 },
  ]);
  await signIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Could not load projects')).toBeVisible();
  await expect(page.getByText(firstName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).not.toContainText(user.email);
  await page.keyboard.press('Escape');

  // Once reads work, the second user sees their own (empty) list, still without the first one's project.
  await platform.clearFaults();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Create your first project').or(page.getByText('No projects'))).toBeVisible();
  await expect(page.getByText(firstName)).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).not.toContainText(firstName);
});
