import type { Locator, Page } from '@playwright/test';
import { focusedName } from './a11yChecks';
import { expect, test } from './fixtures';

// The whole journey with the keyboard only — Tab, Shift+Tab, Enter, Space, arrows
// and typing; no clicks. tabTo proves each control is reachable from wherever focus was left.

const MAX_TABS = 80;

/** Presses Tab until `target` has focus; fails with the way focus went when it never gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  // Attached, not visible: some controls are visually hidden inputs behind their label (severity chips).
  await expect(target).toBeAttached();
  const visited: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    visited.push(await focusedName(page));
  }
  throw new Error(`Tab never reached the target; focus went through:\n${visited.join('\n')}`);
}

/** Tabs to a control and activates it with Enter. */
async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('keyboard only: sign in, project, GitHub source, entrypoint, indexing, error logs, API key, sign out', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);

  // Create a project: the dialog suggests a name; replace it and submit from the field.
  await activate(page, page.getByRole('button', { name: 'Create project' }));
  const create = page.getByRole('dialog', { name: 'Create a project' });
  await tabTo(page, create.getByLabel('Project name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard project');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Project is created')).toBeVisible();
  await expect(create).toBeHidden();
  // Creating opens the new project.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Keyboard project' })).toBeVisible();

  // Add a GitHub branch source and open it.
  await activate(page, page.getByRole('button', { name: 'Add source' }).first());
  const add = page.getByRole('dialog', { name: 'Add a source' });
  await activate(page, add.getByRole('button', { name: 'Add GitHub branch source' }));
  // Name it: the field opens focused with the type's name, and Enter creates the source.
  await expect(page.getByLabel('Source name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Source is created')).toBeVisible();
  await expect(add).toBeHidden();
  // Adding opens the new source's overview.
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);

  // Connect it with a personal access token.
  await tabTo(page, page.getByLabel('GitHub access token'));
  await page.keyboard.type('ghp_keyboard_token_123');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Source is connected')).toBeVisible();

  // Set its entrypoint: a repository, then one of its branches.
  await activate(page, page.getByRole('button', { name: 'Choose entrypoint' }));
  const picker = page.getByRole('dialog', { name: 'Choose what to index' });
  await activate(page, picker.getByRole('button', { name: 'Open acme/website' }));
  await activate(page, picker.getByRole('button', { name: 'Select develop' }));
  await expect(toast(page, 'Entrypoint is set')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrypoint' })).toContainText('acme/website@develop');

  // Start indexing.
  await activate(page, page.getByRole('region', { name: 'Controls' }).getByRole('button', { name: 'Initialize' }));
  await expect(toast(page, 'Source indexing indexing started')).toBeVisible();

  // Open its logs and keep only errors (Space toggles the severity checkboxes).
  await activate(page, page.getByRole('link', { name: 'Logs', exact: true }));
  await expect(page).toHaveURL(/\/logs$/);
  const lines = page.locator('[data-severity]');
  await expect(lines.first()).toBeVisible();
  for (const severity of ['INFO', 'WARNING']) {
    await tabTo(page, page.getByRole('checkbox', { name: severity }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: severity })).not.toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: 'ERROR' })).toBeChecked();
  await expect(lines.and(page.locator(':not([data-severity="ERROR"])'))).toHaveCount(0);

  // Generate an API key in the project's developer settings and copy it.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await activate(page, crumbs.getByRole('link', { name: 'Keyboard project' }));
  await activate(page, page.getByRole('link', { name: 'Settings', exact: true }));
  await activate(page, page.getByRole('link', { name: 'Developer', exact: true }));
  await activate(page, page.getByRole('button', { name: 'Generate API key' }));
  const form = page.getByRole('dialog', { name: 'Generate API key' });
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('keyboard-key');
  await page.keyboard.press('Enter');
  const reveal = page.getByRole('dialog', { name: 'New API key' });
  const key = await reveal.getByLabel('API key').inputValue();
  expect(key.length).toBeGreaterThan(20);
  await activate(page, reveal.getByRole('button', { name: 'Copy' }));
  await expect(reveal.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await activate(page, reveal.getByRole('button', { name: 'Done' }));
  await expect(reveal).toBeHidden();
  await expect(page.getByRole('table', { name: 'API keys' })).toContainText('keyboard-key');

  // Sign out from the account menu (arrow keys move between its items).
  await activate(page, page.getByRole('button', { name: 'Account menu' }));
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  for (
    let presses = 0;
    presses < 3 && !(await signOut.evaluate((item) => item === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login/);
});
