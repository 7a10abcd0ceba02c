import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

// The 200 px link prefetch applies to every internal link, not only the
// shell's — a project card and a source row fetch their route's code before anyone clicks them.

interface Row {
  id: string;
}

/** Script URLs the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('a project card prefetches the project page’s code before it is clicked', async ({ authedPage: page, api }) => {
  await api.post<Row>('/projects', { name: 'Prefetched project', settings: {} });
  const scripts = scriptRequests(page);
  await page.goto(paths.projects());
  await expect(page.getByRole('link', { name: /Prefetched project/ })).toBeVisible();
  // Nothing else on /projects links to a project page: the card's link did this.
  await expect.poll(() => scripts.some((url) => /\/ProjectSourcesPage-[\w-]+\.js$/.test(url))).toBe(true);
  expect(page.url()).toMatch(/\/projects$/);
});

test('a source row prefetches the source overview’s code before it is clicked', async ({ authedPage: page, api }) => {
  const project = await api.post<Row>('/projects', { name: 'Rows', settings: {} });
  await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  const scripts = scriptRequests(page);
  await page.goto(paths.project(project.id));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect.poll(() => scripts.some((url) => /\/SourceOverviewPage-[\w-]+\.js$/.test(url))).toBe(true);
  expect(page.url()).toMatch(new RegExp(`/projects/${project.id}$`));
});
