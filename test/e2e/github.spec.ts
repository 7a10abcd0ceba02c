import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { HANDBOOK_PHRASE } from '../fixtures/github/e2eWorld';
import { expect, test } from './fixtures';

interface Row {
  id: string;
}

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const controls = (page: Page) => page.getByRole('region', { name: 'Controls' });

// The platform reads GitHub at GITHUB_API_URL: the stand-in global-setup starts (test/fixtures/github/e2eWorld.ts).
test('a GitHub branch connected with a token is indexed from GitHub and found on the Search page', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(120_000);
  const project = await api.post<Row>('/projects', { name: 'GitHub e2e', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'github_branch' });
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await expect(page.getByText('Simulated content')).toBeVisible();

  await page.getByLabel('GitHub access token').fill('ghp_e2e_real_token');
  await page.getByRole('button', { name: 'Connect with token' }).click();
  await expect(toast(page, 'Source is connected')).toBeVisible();
  await expect(page.getByText('Simulated content')).toHaveCount(0);

  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose what to index' });
  await dialog.getByRole('button', { name: 'Open acme/handbook' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'develop' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Select main' }).click();
  await expect(toast(page, 'Entrypoint is set')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrypoint' })).toContainText('acme/handbook@main');

  await controls(page).getByRole('button', { name: 'Initialize' }).click();
  await expect(toast(page, 'Source indexing indexing started')).toBeVisible();
  await expect(controls(page).getByTestId('documents-count')).toHaveText('3 documents', { timeout: 60_000 });

  await page.goto(paths.projectSearch(project.id));
  await page.getByRole('radiogroup', { name: 'Mode' }).getByText('Keyword').click();
  await page.getByRole('searchbox', { name: 'Query' }).fill(HANDBOOK_PHRASE);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const top = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(top).toHaveAccessibleName(/Hit 1: docs\/onboarding\.md/);
  await expect(top.locator('mark').first()).toHaveText('heliotrope');
});
