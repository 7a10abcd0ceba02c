import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { projectRoutes } from './projectRoutes';
import { arrangeEverySection } from './sectionWorld';
import { unstyledMantineClasses } from './styleCheck';

// No element carries a Mantine class (`m_…`) whose CSS is not loaded — on every route
// of the app and with each dialog, menu, popover, dropdown, tooltip and toast opened on its first use
// (every route is opened with a fresh page load, so nothing was loaded by an earlier visit).

test.use({ actionTimeout: 10_000 });

/** Records, softly, every Mantine class of the page without a loaded rule, under the name of the state. */
async function check(page: Page, state: string) {
  expect.soft(await unstyledMantineClasses(page), `Mantine classes without CSS: ${state}`).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  await check(page, path);
}

/** Opens a dialog with its button, checks it, and closes it with Escape. */
async function dialog(page: Page, opener: Locator, name: string, inside?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const element = page.getByRole('dialog', { name });
  await expect(element).toBeVisible();
  await settle(page);
  await check(page, `dialog "${name}"`);
  if (inside) await inside(element);
  await page.keyboard.press('Escape');
  await expect(element).toBeHidden();
}

/** Opens a select's dropdown, checks it, and closes it. */
async function dropdown(page: Page, select: Locator, state: string) {
  await select.click();
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await check(page, state);
  await select.press('Escape');
}

test('every Mantine class in the DOM has its CSS loaded, on every route and overlay', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(240_000);
  const { projectId, sourceId } = await arrangeEverySection(api, { name: 'Styled project', webhookPath: 's' });

  await open(page, paths.projects());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await check(page, 'account menu');
  await page.keyboard.press('Escape');
  await page.goto(paths.projects());
  await settle(page);
  await dialog(page, page.getByRole('button', { name: 'New project' }), 'Create a project', async (form) => {
    await form.getByRole('button', { name: 'Suggest another name' }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await check(page, 'create project tooltip');
    await dropdown(page, form.getByLabel('Region', { exact: true }).first(), 'create project region select');
  });

  for (const route of projectRoutes(projectId, sourceId)) await open(page, route);

  await open(page, paths.project(projectId));
  await dialog(page, page.getByRole('button', { name: 'Add source' }).first(), 'Add a source');

  await open(page, paths.projectSettings(projectId));
  await dropdown(page, page.getByLabel('Region', { exact: true }).first(), 'project settings region select');
  await dialog(page, page.getByRole('button', { name: 'Delete project' }), 'Delete this project?');

  await open(page, paths.projectDeveloper(projectId));
  await page.getByRole('button', { name: 'Delete API key ci-pipeline' }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await check(page, 'row action tooltip');
  await dialog(page, page.getByRole('button', { name: 'Create webhook' }), 'Create webhook');
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const form = page.getByRole('dialog', { name: 'Generate API key' });
  await form.getByLabel('Name').fill('styled-key');
  await form.getByLabel('Name').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'New API key is generated' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New API key' })).toBeVisible();
  await settle(page);
  await check(page, 'success toast and key-shown-once dialog');

  await open(page, paths.sourceSettings(projectId, sourceId));
  await dialog(page, page.getByRole('button', { name: 'Delete source' }), 'Delete this source?');

  for (const route of [
    paths.settings(),
    paths.settingsAccount(),
    paths.settingsAdminKeys(),
    paths.settingsSubscription(),
    paths.settingsBilling(),
    paths.appRoot,
  ]) {
    await open(page, route);
  }
  await open(page, paths.settingsAdminKeys());
  await dialog(page, page.getByRole('button', { name: 'Create admin key' }), 'Create admin key');
});

test('the login page has the CSS of every Mantine class it shows', async ({ page }) => {
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await check(page, paths.login);
});
