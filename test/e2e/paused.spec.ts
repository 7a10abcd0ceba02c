import type { Page } from '@playwright/test';
import { expect, test } from './ownPlatform';
import { shot } from './shots';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const notice = (page: Page) => page.getByRole('region', { name: 'Project Paused' });
const PAUSE = "update public.projects set state = 'paused' where id = $1";

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
  await expect(notice(page)).toBeVisible({ timeout: 2000 });
  await expect(notice(page)).toContainText('paused because of inactivity');
  await expect(notice(page)).toContainText('API requests to this project are paused and no data is processed');
  await expect(notice(page).getByRole('link', { name: 'upgrade your plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add source' })).toHaveCount(0);
  await shot(page, 'paused-notice');

  // Closing shows the content until the project changes.
  await notice(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();
  await api.patch(`/projects/${project.id}`, { description: 'touched' });
  await expect(notice(page)).toBeVisible({ timeout: 2000 });

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
