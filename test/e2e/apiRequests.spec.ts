import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { axeViolations, settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { shot } from './shots';

async function graphql(baseUrl: string, projectId: string, query: string, key: string) {
  const response = await fetch(`${baseUrl}/graphql/v1/projects/${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query }),
  });
  return response.status;
}

const rows = (page: Page) => page.getByRole('table', { name: 'Requests' }).locator('tbody tr');

test('requests made with a key appear live; filters, drawer, charts and the keys table show them', async ({
  authedPage: page,
  api,
  platform,
}) => {
  test.setTimeout(90_000);
  const project = await api.post<{ id: string }>('/projects', { name: 'Traffic e2e', settings: {} });
  const { key } = await api.post<{ key: string }>(`/projects/${project.id}/api-keys`, { name: 'Backend' });

  await page.goto(paths.projectRequests(project.id));
  const tab = page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Requests' });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'No requests yet' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();

  // The first request shows in the empty list by itself, over realtime (no reload). How soon is a
  // benchmark's figure, not a timed assertion: this machine's load decides it here.
  expect(await graphql(platform.url, project.id, 'query ListSources { sources { id } }', key)).toBe(200);
  await expect(rows(page).filter({ hasText: 'ListSources' })).toBeVisible();
  await expect(rows(page).first()).toContainText(key.slice(0, 8));

  // Later ones wait behind the pill, so the rows being read do not move.
  expect(await graphql(platform.url, project.id, '{ nope }', key)).toBe(200);
  expect(await graphql(platform.url, project.id, '{ project { id } }', `pk_${'x'.repeat(40)}`)).toBe(401);
  const pill = page.getByRole('button', { name: '2 new requests' });
  await expect(pill).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await pill.click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText('401');

  // Filters: status class, kind, text; each narrows what the database returns.
  await page.getByLabel('Status').selectOption('4xx');
  await expect(page).toHaveURL(/status=4xx/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('401');
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Kind').selectOption('push');
  await expect(page.getByText('No requests match the filters')).toBeVisible();
  await page.getByLabel('Kind').selectOption('');
  await page.getByRole('textbox', { name: 'Search' }).fill('nope');
  await expect(page).toHaveURL(/q=nope/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('query { nope }');

  // The drawer: the request's detail, its error as text.
  await rows(page).first().click();
  const drawer = page.getByRole('dialog', { name: 'Request' });
  await expect(drawer.getByTestId('request-error')).toContainText('nope');
  await expect(drawer).toContainText(key.slice(0, 8));
  await expect(drawer).not.toContainText(key);
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close request' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(rows(page)).toHaveCount(3);

  // Charts: requests by status class, latency, error rate, for 24 hours and for 7 days.
  const charts = page.getByTestId('request-charts');
  await expect(charts.getByRole('figure')).toHaveCount(3);
  await expect(charts.locator('svg.recharts-surface').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Period' }).locator('label', { hasText: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/window=7d/);
  await expect(charts.locator('svg.recharts-surface').first()).toBeVisible();
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);

  for (const width of [1440, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await shot(page, `requests-${width}`);
  }
  // At 375 px nothing but the table's own scroller is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await rows(page).first().click();
  await expect(page.getByRole('dialog', { name: 'Request' })).toBeVisible();
  // Checked once the drawer has faded in: mid-transition its text is blended with the page behind it.
  await settle(page);
  await shot(page, 'requests-drawer-375');
  expect(await axeViolations(page)).toEqual([]);

  // The API keys table counts the key's requests of the last 24 hours (the refused one had no key).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.projectDeveloper(project.id));
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('columnheader', { name: 'Requests (24 h)' })).toBeVisible();
  await expect(
    keys
      .getByRole('row', { name: /Backend/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('2');
});

test('a request made with a key is counted in the Subscription page usage', async ({
  authedPage: page,
  api,
  db,
  platform,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Counted e2e', settings: {} });
  const { key } = await api.post<{ key: string }>(`/projects/${project.id}/api-keys`, { name: 'Backend' });

  await page.goto(paths.settingsSubscription());
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage).toContainText('0 API requests this billing period');
  await expect(usage).toContainText('0 API requests in the last 24 hours');

  expect(await graphql(platform.url, project.id, '{ project { id } }', key)).toBe(200);
  // The usage is read again on every visit: visit once the recorder has written the request down.
  const recorded = async () =>
    (await db.from('api_requests').select('id').eq('project_id', project.id)).data?.length ?? 0;
  await expect.poll(recorded, { timeout: 20_000 }).toBe(1);
  await page.reload();
  await expect(usage).toContainText('1 API request this billing period');
  await expect(usage).toContainText('1 API request in the last 24 hours');
  await expect(usage).toContainText(/1 of [\d,]+ projects/);
});

test('a search asked while typing is marked Typeahead in its drawer', async ({ authedPage: page, api }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Typeahead e2e', settings: {} });
  await api.get(`/projects/${project.id}/search?q=webhoo&mode=keyword&typeahead=1`);
  await api.get(`/projects/${project.id}/search?q=webhook&mode=keyword`);

  await page.goto(paths.projectRequests(project.id));
  await expect(rows(page)).toHaveCount(2);
  const drawer = page.getByRole('dialog', { name: 'Request' });
  await rows(page).filter({ hasText: 'webhoo' }).filter({ hasNotText: 'webhook' }).click();
  await expect(drawer.getByText('Typeahead', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close request' }).click();
  await rows(page).filter({ hasText: 'webhook' }).click();
  await expect(drawer.getByText('Search query')).toBeVisible();
  await expect(drawer.getByText('Typeahead', { exact: true })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close request' }).click();

  await rows(page).filter({ hasText: 'webhoo' }).filter({ hasNotText: 'webhook' }).click();
  for (const width of [1440, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await shot(page, `requests-drawer-typeahead-${width}`);
  }
  expect(await axeViolations(page)).toEqual([]);
});
