import type { Page } from '@playwright/test';
import { startPlatform, type Platform } from '../../server/platform';
import { stallRun } from '../fixtures/heldRuns';
import { axeViolations } from './a11yChecks';
import { test as base, expect } from './fixtures';

interface Row {
  id: string;
}

// A platform in this process, so the test can hold its run at a known step (stallRun).
const test = base.extend<object, { ownPlatform: Platform }>({
  ownPlatform: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const platform = await startPlatform({ port: 0, memory: true, speed: 'fast', faults: 'on', seed: false });
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
// generated documents in five steps; the run is held after two of them, so Cancel lands mid-run.
test('a run shows live in the Runs table, is cancelled, and stays cancelled after reload', async ({
  authedPage: page,
  api,
  ownPlatform,
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
  const parked = stallRun(ownPlatform.ctx, 3);
  await page.getByRole('button', { name: 'Initialize' }).click();
  await parked;
  await expect(runRows(page)).toHaveCount(1);
  // Added / updated / removed / failed: two steps of four documents each.
  await expect(runRows(page).first().getByTestId('run-counts')).toHaveText('8 / 0 / 0 / 0');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The confirmation says what the cancelled run leaves behind.
  const confirm = page.getByRole('dialog', { name: 'Cancel this run?' });
  await expect(confirm).toContainText('indexed so far stay and can be queried; nothing is deleted');
  await confirm.getByRole('button', { name: 'Cancel run' }).click();
  await expect(page.getByText('Indexing is cancelled')).toBeVisible();
  await expect(runRows(page).first().locator('[data-run-status="CANCELLED"]')).toBeVisible();
  await page.reload();
  await expect(runRows(page).first().locator('[data-run-status="CANCELLED"]')).toBeVisible();
  await expect(runRows(page).first().getByTestId('run-counts')).toHaveText('8 / 0 / 0 / 0');
  expect(await axeViolations(page)).toEqual([]);
});
