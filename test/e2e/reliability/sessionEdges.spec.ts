import type { BrowserContext, Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { resolveOptions } from '../../../server/options';
import { paths } from '../../../src/shared/routing/paths';
import {
  browserSession,
  countDocumentLoads,
  revokeAllSessions,
  sessionCookieValues,
  storeBrowserSession,
} from './sessionProbe';
import { expect, test, type TestUser } from './test';

/**
 * A dead session (revoked on the server, or an access token past its expiry that
 * the browser still believes in) takes the 401/403 path: the cookie is cleared and the page reloads
 * exactly once, never on the login route; sign-out in one tab signs out the other.
 */

/**
 * Swaps the browser's access token for the same claims, correctly signed with the platform's key, but
 * expired an hour ago, while expires_at still lies ahead (a clock the server disagrees with): no
 * refresh happens, and the server answers 401/403.
 */
async function expireBrowserToken(context: BrowserContext, url: string) {
  const session = await browserSession(context);
  const claims = decodeJwt(session.access_token);
  const now = Math.floor(Date.now() / 1000);
  session.access_token = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(resolveOptions().jwtSecret));
  await storeBrowserSession(context, url, session);
}

type Kill = (context: BrowserContext, url: string, user: TestUser) => Promise<void>;
const DEATHS: [string, Kill][] = [
  ['a revoked session', (_context, url, user) => revokeAllSessions(url, user.accessToken)],
  ['an expired session', (context, url) => expireBrowserToken(context, url)],
];

/**
 * The tab loaded `start`, then exactly one reload (of whatever route the app shows by then: the app
 * may already have moved to sign-in), and nothing more shortly after.
 */
async function reloadedOnce(page: Page, loads: string[], start: string) {
  // Another reload would come from a request of the page shown failing: once they are done, none is coming.
  await page.waitForLoadState('networkidle');
  expect(loads).toHaveLength(2);
  expect(loads[0]).toBe(start);
}

for (const [death, kill] of DEATHS) {
  test(`${death} mid-session: the failing API call clears the cookie and reloads once to sign-in`, async ({
    authedPage: page,
    context,
    platform,
    user,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto(paths.projects());
    // The dialog reads the plan usage as it opens; the session dies after that, before the create call.
    const usageRead = page.waitForResponse((response) => response.url().includes('/api/subscriptions/usage'));
    await page.getByRole('button', { name: 'New project' }).click();
    await usageRead;
    await kill(context, platform.url, user);

    await page
      .getByRole('dialog', { name: 'Create a project' })
      .getByRole('button', { name: 'Create project' })
      .click();
    await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.projects())}`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await sessionCookieValues(context)).toEqual([]);
    await reloadedOnce(page, loads, paths.projects());
  });

  test(`${death} on load is found by the session check, cleared, and reloaded once`, async ({
    authedPage: page,
    context,
    platform,
    user,
  }) => {
    await kill(context, platform.url, user);
    const loads = countDocumentLoads(page);
    await page.goto(paths.settingsBilling());
    await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.settingsBilling())}`);
    expect(await sessionCookieValues(context)).toEqual([]);
    await reloadedOnce(page, loads, paths.settingsBilling());
  });

  test(`${death} on the login route is cleared without a reload`, async ({
    authedPage: page,
    context,
    platform,
    user,
  }) => {
    await kill(context, platform.url, user);
    const loads = countDocumentLoads(page);
    await page.goto(paths.login);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual([paths.login]);
    await expect(page).toHaveURL(paths.login);
    expect(await sessionCookieValues(context)).toEqual([]);
  });
}

test('signing out in one tab signs out the other tab of the same browser', async ({ authedPage: page, context }) => {
  const other = await context.newPage();
  await page.goto(paths.projects());
  await other.goto(paths.settingsAccount());
  await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.login}`));
  await expect(other).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.settingsAccount())}`);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await sessionCookieValues(context)).toEqual([]);
});
