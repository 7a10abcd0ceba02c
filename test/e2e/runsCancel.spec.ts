import type { Page } from '@playwright/test';
import { startPlatform, type Platform } from '../../server/platform';
import { axeViolations } from './a11yChecks';
import { test as base, expect } from './fixtures';

interface Row {
  id: string;
}

// Simulated work slower than normal, not the suite's fast speed, so a run lasts long enough to cancel.
const test = base.extend<object, { ownPlatform: Platform }>({
  ownPlatform: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const platform = await startPlatform({ port: 0, memory: true, speed: 'normal', faults: 'on', seed: false });
      // Slower than normal simulated work, so Cancel lands mid-run on a loaded machine too.
      const normal = platform.ctx.delay.bind(platform.ctx);
      platform.ctx.delay = (ms) => normal(ms) * 3;
      await use(platform);
      await platform.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownPlatform }, use) => {
    await use(ownPlatform.url);
  },
});

const runRows = (page: Page) => page.locator('[data-run-id]');

// A simulated provider source, connected through the platform's OAuth consent page, indexes its
// generated documents in five timed steps, so Cancel lands mid-run.
test('a run shows live in the Runs table, is cancelled, and stays cancelled after reload', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Runs Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'google_drive' });
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByRole('button', { name: 'Connect Google Drive' }).click();
  await page.waitForURL(/\/oauth\/google\/authorize/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Connected as');
  await api.patch(`projects/${project.id}/sources/${source.id}/set-entry-point/folder`, { name: 'Reports' });
  await expect(page.getByRole('region', { name: 'Entrypoint' })).toContainText('Reports');
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  await expect(page.getByText('No runs yet. Start one from the Controls.')).toBeVisible();
  await page.getByRole('button', { name: 'Initialize' }).click();
  await expect(runRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The confirmation says what the cancelled run leaves behind.
  const confirm = page.getByRole('dialog', { name: 'Cancel this run?' });
  await expect(confirm).toContainText('indexed so far stay and can be queried; nothing is deleted');
  await confirm.getByRole('button', { name: 'Cancel run' }).click();
  await expect(page.getByText('Indexing is cancelled')).toBeVisible();
  await expect(runRows(page).first().locator('[data-run-status="CANCELLED"]')).toBeVisible();
  const counts = await runRows(page).first().getByTestId('run-counts').textContent();
  await page.reload();
  await expect(runRows(page).first().locator('[data-run-status="CANCELLED"]')).toBeVisible();
  await expect(runRows(page).first().getByTestId('run-counts')).toHaveText(counts ?? '');
  expect(await axeViolations(page)).toEqual([]);
});
