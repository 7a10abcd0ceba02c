import { paths } from '../../../src/shared/routing/paths';
import { expect, test } from './test';

/**
 * A render error in a page shows a recoverable error panel inside the shell, never
 * a blank page. The error is provoked the way production could meet it: a row whose jsonb field is
 * not the object the dashboard expects (written here through the platform's service access).
 */

const MALFORM = "update public.projects set settings = 'null'::jsonb where id = $1";
const REPAIR = "update public.projects set settings = '{}'::jsonb where id = $1";

test('a page that cannot render shows the error panel inside the shell and recovers', async ({
  authedPage: page,
  api,
  service,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Malformed', settings: {} });
  await page.goto(paths.projectSettings(project.id));
  await expect(page.getByLabel('Project name')).toHaveValue('Malformed');

  // The row changes under the open page (realtime), and the page can no longer render it.
  await service((tx) => tx.query(MALFORM, [project.id]));
  const panel = page.getByRole('main').getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeEnabled();
  // The shell around it keeps working: top bar, breadcrumbs, heading and tabs.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Malformed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Section', exact: true })).toBeVisible();

  // Once the data is sound again, moving on from the panel brings the pages back.
  await service((tx) => tx.query(REPAIR, [project.id]));
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Malformed' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Section', exact: true }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Project name')).toHaveValue('Malformed');
});

test('a crashed page does not take the app down: another route renders from the shell', async ({
  authedPage: page,
  api,
  service,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Broken card', settings: {} });
  await service((tx) => tx.query(MALFORM, [project.id]));
  await page.goto(paths.projects());
  const panel = page.getByRole('main').getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(paths.settingsAccount());
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code fails to load shows the panel, and "Try again" loads it once the network is back', async ({
  authedPage: page,
}) => {
  // The route's code chunk is lost on the way (a network blip), from the start of the session.
  const chunk = /\/assets\/SubscriptionPage-[^/]+\.js$/;
  let blocked = 0;
  await page.route(chunk, async (route) => {
    blocked += 1;
    await route.abort('connectionreset');
  });
  await page.goto(paths.settingsAccount());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Section', exact: true })
    .getByRole('link', { name: 'Subscription' })
    .click();
  const panel = page.getByRole('main').getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(panel).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.unroute(chunk);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: 'Free plan' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
