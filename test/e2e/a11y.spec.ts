import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { projectRoutes } from './projectRoutes';
import { arrangeEverySection, everyRoute } from './sectionWorld';
import { axeViolations, focusedKey, focusedName, focusIsInside, focusIsVisible, settle } from './a11yChecks';
import { expect, test } from './fixtures';

// axe (WCAG 2.2 A and AA tags) on every route signed in and on /login,
// with the dialogs open; dialogs trap and return focus; toasts are announced; focus is visible.

/** Opens a route and waits until its page heading is shown and nothing is loading or moving. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
}

/** Opens a dialog from the keyboard, so focus starts on the opener as a keyboard user's would. */
async function openDialog(opener: Locator, name: string): Promise<Locator> {
  await opener.focus();
  await opener.press('Enter');
  const dialog = opener.page().getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(opener.page());
  return dialog;
}

/** Tab and Shift+Tab past the dialog's last and first elements: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusIsInside(dialog), { message: 'focus moves into the dialog when it opens' }).toBe(true);
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusIsInside(dialog), `after ${key} focus is on "${await focusedName(page)}"`).toBe(true);
  }
}

/** Escape closes the dialog and focus goes back to the element that opened it. */
async function expectFocusReturned(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('axe finds no WCAG 2.2 A/AA violation', () => {
  test('on /login, signed out', async ({ page }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on every route of the spec, signed in', async ({ authedPage: page, api }) => {
    test.setTimeout(180_000);
    const { projectId, sourceId } = await arrangeEverySection(api, {
      name: 'Accessible project',
      description: 'Checked by axe',
      webhookPath: 'a11y',
    });
    const routes = [
      paths.projects(),
      paths.settings(),
      paths.settingsAccount(),
      paths.settingsAdminKeys(),
      paths.settingsSubscription(),
      paths.settingsBilling(),
      ...projectRoutes(projectId, sourceId),
      paths.appRoot,
    ];
    for (const route of routes) {
      await open(page, route);
      expect.soft(await axeViolations(page), `axe on ${route}`).toEqual([]);
    }
  });
});

test.describe('axe finds no WCAG 2.2 A/AA violation on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('on /login and every route of the spec; Docs is in the account menu', async ({ page, authedPage, api }) => {
    test.setTimeout(180_000);
    const { projectId, sourceId } = await arrangeEverySection(api, {
      name: 'Accessible project',
      description: 'Checked by axe',
      webhookPath: 'a11y',
    });
    const routes = everyRoute(projectId, sourceId);
    for (const route of routes) {
      await open(authedPage, route);
      expect.soft(await axeViolations(authedPage), `axe on ${route} at 375 px`).toEqual([]);
    }
    await authedPage.getByRole('button', { name: 'Account menu' }).click();
    // On phones Docs is in the account menu (the top bar has no room for it).
    await expect(authedPage.getByRole('menuitem', { name: 'Docs' })).toBeVisible();
    await page.context().clearCookies();
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    expect.soft(await axeViolations(page), 'axe on /login at 375 px').toEqual([]);
  });
});

test.describe('dialogs are clean, trap focus and return it', () => {
  test('create project', async ({ authedPage: page }) => {
    await open(page, paths.projects());
    const opener = page.getByRole('button', { name: 'New project' });
    const dialog = await openDialog(opener, 'Create a project');
    expect(await axeViolations(page)).toEqual([]);
    await expectFocusTrapped(page, dialog);
    await expectFocusReturned(page, dialog, opener);
  });

  test('add source', async ({ authedPage: page, api }) => {
    const project = await api.post<{ id: string }>('/projects', { name: 'Sources a11y', settings: {} });
    await open(page, paths.project(project.id));
    const opener = page.getByRole('button', { name: 'Add source' }).first();
    const dialog = await openDialog(opener, 'Add a source');
    expect(await axeViolations(page)).toEqual([]);
    await expectFocusTrapped(page, dialog);
    await expectFocusReturned(page, dialog, opener);
  });

  test('key shown once, with its toast announced in a live region', async ({ authedPage: page, api }) => {
    const project = await api.post<{ id: string }>('/projects', { name: 'Keys a11y', settings: {} });
    await open(page, paths.projectDeveloper(project.id));
    const opener = page.getByRole('button', { name: 'Generate API key' });
    const form = await openDialog(opener, 'Generate API key');
    await form.getByLabel('Name').fill('a11y-key');
    await form.getByLabel('Name').press('Enter');

    const reveal = page.getByRole('dialog', { name: 'New API key' });
    await expect(reveal).toBeVisible();
    // role="alert" is an assertive live region: screen readers announce the toast when it appears.
    await expect(page.getByRole('alert').filter({ hasText: 'New API key is generated' })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectFocusTrapped(page, reveal);
    await expectFocusReturned(page, reveal, opener);
  });

  test('delete confirmation', async ({ authedPage: page, api }) => {
    const project = await api.post<{ id: string }>('/projects', { name: 'Delete a11y', settings: {} });
    await api.post(`/projects/${project.id}/api-keys`, { name: 'doomed' });
    await open(page, paths.projectDeveloper(project.id));
    const opener = page.getByRole('button', { name: 'Delete API key doomed' });
    const dialog = await openDialog(opener, 'Delete API key');
    expect(await axeViolations(page)).toEqual([]);
    await expectFocusTrapped(page, dialog);
    await expectFocusReturned(page, dialog, opener);
  });
});

test('every element reached with Tab shows a focus ring', async ({ authedPage: page, api }) => {
  const { projectId, sourceId } = await arrangeEverySection(api, {
    name: 'Accessible project',
    description: 'Checked by axe',
    webhookPath: 'a11y',
  });
  for (const route of [paths.projects(), paths.project(projectId), paths.source(projectId, sourceId)]) {
    await open(page, route);
    const unringed: string[] = [];
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const key = await focusedKey(page);
      if (key === '' || seen.has(key)) break;
      seen.add(key);
      if (!(await focusIsVisible(page))) unringed.push(await focusedName(page));
    }
    expect(seen.size, `Tab reaches the controls of ${route}`).toBeGreaterThan(3);
    expect.soft(unringed, `elements without a visible focus ring on ${route}`).toEqual([]);
  }
});
