import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

test('sign-up creates the account and opens the projects page with the user name', async ({ page }) => {
  const name = `New User ${randomUUID().slice(0, 4)}`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(`signup-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name })).toBeVisible();
});

test('sign-up shows field errors for empty fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a 10,000-character sign-up name is refused beside its field and the site still loads', async ({ page }) => {
  const email = `long-name-${randomUUID()}@example.com`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('N'.repeat(10_000));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name must be at most 100 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // What was typed stays, and the browser holds no session that would make its requests too large.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('auth-token'))).toEqual([]);
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a server error goes once the user edits the form', async ({ page, user }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await page.getByLabel('Password', { exact: true }).fill(user.password.slice(0, 3));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a wrong password shows the server message and keeps the typed email', async ({ page, user }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page).toHaveURL(/\/login/);
});

test('an unauthenticated visit redirects to login and returns to the asked page after sign-in', async ({
  page,
  user,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Redirect target', settings: {} });
  await page.goto(`/projects/${project.id}/settings`);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/projects/${project.id}/settings`)}`);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redirect target' })).toBeVisible();
});

test('a foreign `next` is ignored after sign-in', async ({ page, user }) => {
  await page.goto('/login?next=//evil.example.com/steal');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('sign-out from the account menu returns to sign-in', async ({ authedPage: page, user }) => {
  await page.goto('/projects');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: user.name }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?next=%2Fprojects/);
});

test('a dead session cookie is cleared and the page reloads to sign-in once', async ({ authedPage: page, context }) => {
  const [cookie] = (await context.cookies()).filter((c) => c.name.includes('auth-token'));
  const session = JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ''), 'base64url').toString()) as Record<
    string,
    unknown
  >;
  // A token for a user the server has never seen: getUser answers 403.
  const [header, , signature] = String(session.access_token).split('.');
  const forged = Buffer.from(JSON.stringify({ sub: randomUUID(), role: 'authenticated', exp: 4102444800 })).toString(
    'base64url',
  );
  session.access_token = `${header}.${forged}.${signature}`;
  session.expires_at = 4102444800;
  await context.addCookies([
    { ...cookie, value: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` },
  ]);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?next=%2Fprojects/);
  // A second reload would come from a request of the sign-in page failing: once its requests are done,
  // none is coming.
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(2);
  expect((await context.cookies()).filter((c) => c.name.includes('auth-token') && c.value !== '')).toHaveLength(0);
});
