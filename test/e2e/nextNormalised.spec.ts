import { expect, test } from './fixtures';

// Doubtful `next` targets reached the router (`/.//evil.example/x` passed the old check and
// crashed the page after sign-in); each must land on /projects, with the app still working.
const DOUBTFUL_NEXT = ['/.//evil.example/x', '/%2F/evil.example/x', '/.\\/evil.example', '/projects/..//evil.example'];

test('sign-in with next=/.//evil.example/x lands on /projects without crashing', async ({ page, user }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login?next=/.//evil.example/x');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects$/);
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  expect(errors).toEqual([]);

  // Signed in, the login route forwards at once, through the same normalisation.
  for (const next of DOUBTFUL_NEXT) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page, `next=${JSON.stringify(next)}`).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects$/);
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
