import type { Locator, Page } from '@playwright/test';
import { axeViolations, settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { shot } from './shots';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });

/** The element lies inside the window and nothing in it is wider than its own box. */
async function fitsWindow(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
}

/** Fully inside the window, not clipped by a scroll box around it. */
async function inView(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

test('creating a project opens it; adding a source opens its overview at the next step, at 375 px', async ({
  authedPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Create project' }).click();
  const create = page.getByRole('dialog', { name: 'Create a project' });
  await fitsWindow(create);
  await create.getByLabel('Project name').fill('Next steps');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(toast(page, 'Project is created')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Next steps' })).toBeVisible();
  const projectUrl = page.url();

  // A provider source: connect first, then the picker, whose Select buttons stay on a phone's screen.
  await page.getByRole('button', { name: 'Add source' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a source' });
  await fitsWindow(add);
  await shot(page, 'add-source-phone');
  await add.getByRole('button', { name: 'Add GitHub branch source' }).click();
  await page
    .getByRole('dialog', { name: 'Name the GitHub branch source' })
    .getByRole('button', { name: 'Create source' })
    .click();
  await expect(toast(page, 'Source is created')).toBeVisible();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
  await expect(nextStep(page)).toContainText('Next step: connect the source');
  await nextStep(page).getByRole('button', { name: 'Go to Connection' }).click();
  await expect(page.getByLabel('GitHub access token')).toBeFocused();
  await page.getByLabel('GitHub access token').fill('ghp_e2e_token_123');
  await page.getByRole('button', { name: 'Connect with token' }).click();
  await expect(toast(page, 'Source is connected')).toBeVisible();
  await expect(nextStep(page)).toContainText('Next step: choose an entrypoint');

  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose what to index' });
  await fitsWindow(picker);
  await inView(picker.getByRole('button', { name: 'Select acme/website' }));
  await picker.getByRole('button', { name: 'Open acme/website' }).click();
  await inView(picker.getByRole('button', { name: 'Select develop' }));
  await inView(picker.getByRole('button', { name: 'Use this repository' }));
  expect(
    await picker.getByRole('button', { name: 'Use this repository' }).evaluate((b) => b.scrollWidth <= b.clientWidth),
  ).toBe(true);
  await shot(page, 'entrypoint-picker-phone');
  await picker.getByRole('button', { name: 'Select develop' }).click();
  await expect(toast(page, 'Entrypoint is set')).toBeVisible();
  await expect(nextStep(page)).toContainText('Next step: index the source');

  // A push source: ready once created, its next step is the first push.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Add source' }).first().click();
  await page.getByRole('dialog', { name: 'Add a source' }).getByRole('button', { name: 'Add Push API source' }).click();
  await page
    .getByRole('dialog', { name: 'Name the Push API source' })
    .getByRole('button', { name: 'Create source' })
    .click();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
  await expect(nextStep(page)).toContainText('Next step: push documents');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'source-next-step-phone');
});
