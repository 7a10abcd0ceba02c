import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

interface Watch {
  store: { getState(): { api: { mutations: object; queries: object } }; dispatch(action: unknown): unknown };
  /** Every action and the state right after it, as JSON. */
  seen: string[];
}

/**
 * Finds the app's Redux store through React's root fiber (the production build exposes nothing) and
 * adds a listener (RTK's "listenerMiddleware/add" action) whose predicate sees every action and the
 * state after it: a secret that was in Redux even for one action is caught, autobatching or not.
 */
async function watchStore(page: Page) {
  await page.evaluate(() => {
    const root = document.getElementById('root') as unknown as Record<string, unknown>;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    type Fiber = { memoizedProps?: { store?: Watch['store'] }; child?: Fiber; sibling?: Fiber } | undefined;
    const stack: Fiber[] = [key ? (root[key] as Fiber) : undefined];
    let store: Watch['store'] | undefined;
    while (stack.length > 0 && !store) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const candidate = fiber.memoizedProps?.store;
      if (candidate && typeof candidate.getState === 'function' && typeof candidate.dispatch === 'function') store = candidate;
      stack.push(fiber.child, fiber.sibling);
    }
    if (!store) throw new Error('The Redux store was not found');
    const watch: Watch = { store, seen: [] };
    store.dispatch({
      type: 'listenerMiddleware/add',
      payload: {
        predicate: (action: unknown, state: unknown) => {
          watch.seen.push(JSON.stringify(action), JSON.stringify(state));
          return false;
        },
        effect: () => undefined,
      },
    });
    (window as unknown as { __secretWatch: Watch }).__secretWatch = watch;
  });
}

/** Where the secret is found now (and whether any recorded Redux state ever held it). */
function findSecret(page: Page, secret: string) {
  return page.evaluate((value) => {
    const watch = (window as unknown as { __secretWatch: Watch }).__secretWatch;
    const storage = (store: Storage) => Object.keys(store).map((name) => `${name}=${store.getItem(name)}`).join('\n');
    const state = watch.store.getState();
    return {
      reduxState: JSON.stringify(state).includes(value),
      rtkQueryCache: JSON.stringify(state.api).includes(value),
      everInRedux: watch.seen.some((recorded) => recorded.includes(value)),
      actionsSeen: watch.seen.length > 0,
      dom:
        document.documentElement.outerHTML.includes(value) ||
        Array.from(document.querySelectorAll('input, textarea')).some((field) => (field as HTMLInputElement).value.includes(value)),
      localStorage: storage(localStorage).includes(value),
      sessionStorage: storage(sessionStorage).includes(value),
      cookies: document.cookie.includes(value),
      mutationEntries: Object.keys(state.api.mutations).length,
    };
  }, secret);
}

const nowhere = {
  reduxState: false,
  rtkQueryCache: false,
  everInRedux: false,
  actionsSeen: true,
  dom: false,
  localStorage: false,
  sessionStorage: false,
  cookies: false,
  mutationEntries: 0,
};

async function revealAndClose(page: Page, dialog: Locator, label: string) {
  await expect(dialog).toBeVisible();
  const secret = await dialog.getByLabel(label).inputValue();
  expect(secret.length).toBeGreaterThan(16);
  // Sanity check of the probe itself: while shown, the secret is found in the DOM and nowhere else.
  expect(await findSecret(page, secret)).toEqual({ ...nowhere, dom: true });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test('a new API key can be copied, and after its dialog closes it is nowhere in the page', async ({
  authedPage: page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const project = await api.post<{ id: string }>('/projects', { name: 'Secrets e2e', settings: {} });
  await page.goto(paths.projectDeveloper(project.id));
  await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible();
  await watchStore(page);

  await page.getByRole('button', { name: 'Generate API key' }).click();
  await page.getByRole('dialog', { name: 'Generate API key' }).getByLabel('Name').fill('copy-me');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  const secret = await revealAndClose(page, dialog, 'API key');
  expect(copied).toBe(secret);
  await expect(page.getByRole('table', { name: 'API keys' }).getByText('copy-me')).toBeVisible();
  expect(await findSecret(page, secret)).toEqual(nowhere);
});

test('a webhook signing secret is nowhere in the page after its dialog closes', async ({ authedPage: page, api }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Secrets e2e', settings: {} });
  await page.goto(paths.projectDeveloper(project.id));
  await expect(page.getByText('No webhooks yet.', { exact: false })).toBeVisible();
  await watchStore(page);

  await page.getByRole('button', { name: 'Create webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Create webhook' });
  await form.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/secrets-hook');
  await form.getByLabel('source.created').check();
  await form.getByRole('button', { name: 'Create webhook' }).click();

  const secret = await revealAndClose(page, page.getByRole('dialog', { name: 'Webhook signing secret' }), 'Signing secret');
  await expect(page.getByRole('table', { name: 'Webhooks' }).getByText('http://127.0.0.1:9/secrets-hook')).toBeVisible();
  expect(await findSecret(page, secret)).toEqual(nowhere);
});

test('a new admin key is nowhere in the page after its dialog closes', async ({ authedPage: page }) => {
  await page.goto(paths.settingsAdminKeys());
  await expect(page.getByText('No admin keys yet.')).toBeVisible();
  await watchStore(page);

  await page.getByRole('button', { name: 'Create admin key' }).click();
  await page.getByRole('dialog', { name: 'Create admin key' }).getByLabel('Name').fill('ops');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const secret = await revealAndClose(page, page.getByRole('dialog', { name: 'New admin key' }), 'Admin key');
  await expect(page.getByRole('table', { name: 'Admin keys' }).getByText('ops')).toBeVisible();
  expect(await findSecret(page, secret)).toEqual(nowhere);
});
