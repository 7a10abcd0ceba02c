import type { Page } from '@playwright/test';
import { expect, test } from './ownPlatform';
import { shot } from './shots';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const notice = (page: Page) => page.getByRole('region', { name: 'Project Paused' });
const PAUSE = "update public.projects set state = 'paused' where id = $1";

test.describe('on the Free plan', () => {
  test.use({ plan: 'free' });

  test('the notice advises upgrading where a bigger plan exists', async ({ authedPage: page, api, ownPlatform }) => {
    const project = await api.post<{ id: string }>('/projects', { name: 'Free Sleepy', settings: {} });
    await ownPlatform.ctx.asService((tx) => tx.query(PAUSE, [project.id]));
    await page.goto(`/projects/${project.id}`);
    await expect(notice(page).getByRole('link', { name: 'upgrade your plan' })).toBeVisible();
  });
});

test('a paused project says so everywhere once its notice is closed, and its source page refuses indexing with the reason', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Closed Notice', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  await api.patch(`/projects/${project.id}/sources/${source.id}/set-entry-point/push`, { name: 'ingest' });
  await ownPlatform.ctx.asService((tx) => tx.query(PAUSE, [project.id]));

  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await expect(notice(page)).toBeVisible();
  // Team is the biggest plan: no advice to upgrade.
  await expect(notice(page)).not.toContainText('upgrade');
  await notice(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByTestId('page-heading')).toContainText('Paused');
  const reason = 'The project is paused: restore it to index its sources.';
  await expect(page.getByTestId('indexing-blocker')).toHaveText(reason);
  for (const name of ['Initialize', 'Update', 'Rebuild']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await shot(page, 'paused-source-after-notice');

  await page.goto('/projects');
  const card = page.getByRole('link', { name: 'Open project Closed Notice' });
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
});

test('the paused notice appears live, can be closed, and goes away after Restore Project', async ({
  authedPage: page,
  api,
  db,
  ownPlatform,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Sleepy Project', settings: {} });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();

  // The platform pauses the project (here: the row changes elsewhere); the page reacts without a reload.
  await ownPlatform.ctx.asService((tx) => tx.query(PAUSE, [project.id]));
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('paused because of inactivity');
  await expect(notice(page)).toContainText('API requests to this project are paused and no data is processed');
  await expect(page.getByRole('button', { name: 'Add source' })).toHaveCount(0);
  await shot(page, 'paused-notice');

  // Closing shows the content until the project changes.
  await notice(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();
  await api.patch(`/projects/${project.id}`, { description: 'touched' });
  await expect(notice(page)).toBeVisible();

  const restore = notice(page).getByRole('button', { name: 'Restore Project' });
  await restore.click();
  await expect(restore).toHaveAttribute('data-loading', 'true');
  await expect(notice(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();
  const { data } = await db.from('projects').select('state').eq('id', project.id).single();
  expect(data?.state).toBe('active');
});

test('a failed restore says "Failed to restore project" and keeps the notice', async ({
  authedPage: page,
  api,
  db,
  platform,
  ownPlatform,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Stuck Project', settings: {} });
  await ownPlatform.ctx.asService((tx) => tx.query(PAUSE, [project.id]));
  await platform.setFaults([{ method: 'POST', path: '/rest/v1/rpc/restore_project', kind: 'error-list' }]);
  await page.goto(`/projects/${project.id}/settings`);
  const restore = notice(page).getByRole('button', { name: 'Restore Project' });
  await restore.click();
  await expect(toast(page, 'Failed to restore project')).toContainText('FAULT_INJECTED');
  await expect(restore).not.toHaveAttribute('data-loading', 'true');
  await expect(notice(page)).toBeVisible();
  const { data } = await db.from('projects').select('state').eq('id', project.id).single();
  expect(data?.state).toBe('paused');
});
