import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '../../../src/shared/routing/paths';
import { ANON_KEY } from '../session';
import { readableState } from './appState';
import { browserSession } from './sessionProbe';
import { expect, test } from './test';
import { expectToasts } from './toastChecks';
import { armXssProbe, expectInert } from './xssProbe';

/**
 * The bearer token goes only to the dashboard API, Supabase and GraphQL; no token
 * sits in Redux state, web storage or any URL; the post-login `next` and every redirect URL the API
 * hands out are validated before the browser follows them.
 */

const DOCS = 'https://docs.example.com';
// The app's own backends on its origin; everything else (OAuth and billing-portal pages, the docs) is a page.
const BEARER_PATHS = /^\/(api|auth\/v1|rest\/v1|realtime\/v1|graphql\/v1)\//;

interface Sent {
  url: string;
  authorization?: string;
}

/** Every request of every tab of the context, with its final headers, and every realtime socket URL. */
function recordRequests(context: BrowserContext): { sent: Sent[]; sockets: string[]; settle: () => Promise<void> } {
  const sent: Sent[] = [];
  const sockets: string[] = [];
  const pending: Promise<void>[] = [];
  context.on('request', (request) => {
    pending.push(
      request
        .allHeaders()
        .then((headers) => void sent.push({ url: request.url(), authorization: headers.authorization }))
        .catch(() => undefined),
    );
  });
  const watch = (page: Page) => page.on('websocket', (socket) => sockets.push(socket.url()));
  context.pages().forEach(watch);
  context.on('page', watch);
  return { sent, sockets, settle: async () => void (await Promise.all(pending)) };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('through a whole journey the bearer reaches only the API, Supabase and GraphQL, and no token leaks', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(120_000);
  await context.route(`${DOCS}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Docs</h1>' }));
  const traffic = recordRequests(context);
  await page.goto(paths.login);
  const origin = new URL(page.url()).origin;
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${paths.projects()}$`));

  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog', { name: 'Create a project' }).getByLabel('Project name').fill('Journey');
  await page.getByRole('dialog', { name: 'Create a project' }).getByRole('button', { name: 'Create project' }).click();
  // Creating opens the project, and adding a source opens the source.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Journey' })).toBeVisible();
  await page.getByRole('button', { name: 'Add source' }).first().click();
  await page
    .getByRole('dialog', { name: 'Add a source' })
    .getByRole('button', { name: 'Add Google Drive source' })
    .click();
  await page
    .getByRole('dialog', { name: 'Name the Google Drive source' })
    .getByRole('button', { name: 'Create source' })
    .click();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);

  // The OAuth consent page and back.
  await page.getByRole('button', { name: 'Connect Google Drive' }).click();
  await page.waitForURL(/\/oauth\/google\/authorize/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Connected as');

  const projectId = new URL(page.url()).pathname.split('/')[2];
  await page.goto(paths.projectGraphql(projectId));
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  const answered = page.waitForResponse((response) => response.url().includes('/graphql/v1/projects/'));
  await page.getByRole('button', { name: /^Execute query/ }).click();
  expect((await answered).status()).toBe(200);

  // The billing portal and back.
  await page.goto(paths.settingsBilling());
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL(/\/billing-portal\/session\//);
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  // The docs open in a new tab.
  const [docs] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Docs' }).click()]);
  await expect(docs.getByRole('heading', { name: 'Docs' })).toBeVisible();
  await docs.close();

  await page.goto(paths.settingsAdminKeys());
  await expect(page.getByText('No admin keys yet.')).toBeVisible();
  const state = await readableState(page);
  const session = await browserSession(context);
  await traffic.settle();

  const withBearer = traffic.sent.filter((request) => request.authorization);
  const misdirected = withBearer.filter(
    ({ url }) => new URL(url).origin !== origin || !BEARER_PATHS.test(new URL(url).pathname),
  );
  expect(misdirected, 'requests that carried an Authorization header elsewhere').toEqual([]);
  // The journey really visited the places that must not get it.
  for (const place of [`${origin}/oauth/`, `${origin}/billing-portal/`, DOCS]) {
    expect(
      traffic.sent.some(({ url }) => url.startsWith(place)),
      `a request to ${place}`,
    ).toBe(true);
  }
  expect(withBearer.some(({ url }) => new URL(url).pathname.startsWith('/api/'))).toBe(true);

  const tokens = new Set([session.access_token, session.refresh_token]);
  for (const { authorization } of withBearer) tokens.add(authorization!.replace(/^Bearer /, ''));
  // The public anon key rides along as a bearer to /auth and in the realtime URL; it is no secret.
  tokens.delete(ANON_KEY);
  const urls = [...traffic.sent.map(({ url }) => url), ...traffic.sockets, state.url];
  for (const token of tokens) {
    expect(
      urls.filter((url) => url.includes(token)),
      'URLs carrying a token',
    ).toEqual([]);
    expect(state.redux.includes(token), 'a token in the Redux state').toBe(false);
    expect(state.localStorage.includes(token), 'a token in localStorage').toBe(false);
    expect(state.sessionStorage.includes(token), 'a token in sessionStorage').toBe(false);
  }
});

// Same-origin paths only: every other shape must fall back to the projects page.
const FOREIGN_NEXT = [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
];

test('after sign-in `next` is followed only to a same-origin path', async ({ page, user }) => {
  await page.goto(`${paths.login}?next=${encodeURIComponent(paths.settingsBilling())}`);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(paths.settingsBilling());

  const origin = new URL(page.url()).origin;
  const dialogs = await armXssProbe(page);
  // Signed in, the login route forwards to `next` at once, through the same check.
  for (const next of FOREIGN_NEXT) {
    await page.goto(`${paths.login}?next=${encodeURIComponent(next)}`);
    await expect(page, `next=${JSON.stringify(next)}`).toHaveURL(`${origin}${paths.projects()}`);
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  }
  await expectInert(page, dialogs);
});

test('a foreign `next` is ignored by the sign-in form itself', async ({ page, user }) => {
  await page.goto(`${paths.login}?next=${encodeURIComponent('/\t/evil.example/steal')}`);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`^${new URL(page.url()).origin}${paths.projects()}$`));
});

/** Replaces the `data` of the replies from this API path, as a compromised or buggy backend might. */
async function answerWith(page: Page, path: string, data: unknown) {
  await page.unroute(`**/api/${path}`);
  await page.route(`**/api/${path}`, (route) => route.fulfill({ json: { data } }));
}

const BAD_URLS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'not a url'];

test('a provider login URL from the API that is not http(s) is never followed', async ({ authedPage: page, api }) => {
  const dialogs = await armXssProbe(page);
  const project = await api.post<{ id: string }>('/projects', { name: 'Redirects', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'dropbox' });
  await page.goto(paths.source(project.id, source.id));
  const here = page.url();
  for (const bad of BAD_URLS) {
    await answerWith(page, `projects/${project.id}/sources/${source.id}/connect`, { redirectUrl: bad });
    await page.getByRole('button', { name: 'Connect Dropbox' }).click();
    // The call succeeded but its address is refused: one failure toast, no "You will be redirected".
    await expectToasts(page, [{ title: 'Failed creating source', text: 'The provider login address is not valid' }]);
    expect(page.url(), bad).toBe(here);
    await expect(page.getByRole('button', { name: 'Connect Dropbox' })).not.toHaveAttribute('data-loading');
  }
  await expectInert(page, dialogs);
});

test('a billing portal URL from the API that is not http(s) is never followed', async ({ authedPage: page }) => {
  const dialogs = await armXssProbe(page);
  await page.goto(paths.settingsBilling());
  const here = page.url();
  for (const bad of BAD_URLS) {
    await answerWith(page, 'stripe/billing-portal-session', { url: bad });
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expectToasts(page, [
      { title: 'Failed creating billing portal session', text: 'The billing portal address is not valid' },
    ]);
    expect(page.url(), bad).toBe(here);
    await expect(page.getByRole('button', { name: 'Manage billing' })).not.toHaveAttribute('data-loading');
  }
  await expectInert(page, dialogs);
});
