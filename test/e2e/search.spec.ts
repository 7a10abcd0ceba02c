import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { axeViolations, settle } from './a11yChecks';
import { expect, test, type ApiClient } from './fixtures';
import { shot } from './shots';

const HANDBOOK = [
  {
    id: 'handbook/vacation.md',
    content:
      'Every employee accrues twenty days of paid vacation per year. Unused vacation days carry over into the first quarter of the following year.',
  },
  {
    id: 'engineering/incidents.md',
    content:
      'After an outage we write a blameless postmortem describing the timeline, the root cause and the follow-up actions.',
  },
  {
    id: 'office/kitchen.md',
    content: 'The kitchen on the third floor has coffee, tea and fresh fruit. Please wash your mug before you go home.',
  },
];
const PARAPHRASE = 'how much holiday leave do staff get';

/** A project with semantic search on and a handbook pushed through the push API, every chunk embedded. */
async function pushedProject(api: ApiClient, baseURL: string) {
  const project = await api.post<{ id: string }>('/projects', { name: 'Search e2e', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  const { key } = await api.post<{ key: string }>(`/projects/${project.id}/api-keys`, { name: 'push' });
  const response = await fetch(`${baseURL}/push/v1/projects/${project.id}/sources/${source.id}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      documents: HANDBOOK.map((doc) => ({ ...doc, title: doc.id, contentType: 'text/markdown' })),
    }),
  });
  expect(response.status).toBe(202);
  await api.patch(`/projects/${project.id}`, { features: { semanticSearch: true } });
  await expect
    .poll(
      async () => {
        const status = await api.get<{ embeddedChunks: number; totalChunks: number }>(
          `/projects/${project.id}/semantic-search`,
        );
        return status.totalChunks >= HANDBOOK.length && status.embeddedChunks === status.totalChunks;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return { projectId: project.id, sourceId: source.id, key };
}

async function searchFor(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Query' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('list', { name: 'Search results' });
}

test('the Search page finds a pushed document by meaning, shows why, and opens it', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { projectId } = await pushedProject(api, baseURL!);
  await page.goto(paths.projectSearch(projectId));
  await expect(
    page
      .getByRole('tab', { name: 'Search' })
      .or(page.getByRole('link', { name: 'Search' }))
      .first(),
  ).toBeVisible();

  // Semantic search is on: the page opens in Hybrid.
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  const results = await searchFor(page, PARAPHRASE);
  const top = results.getByRole('listitem').first();
  await expect(top).toHaveAccessibleName(/Hit 1: handbook\/vacation\.md/);
  await expect(top.getByTestId('hit-place')).toHaveText(/ · chunk 1$/);
  await top.getByRole('button', { name: 'Why this rank' }).click();
  await expect(top.getByText(/^Score \d\.\d{4} · keyword — · vector #1$/)).toBeVisible();
  await shot(page, 'search-1440');

  // Exact words are marked, as text.
  await searchFor(page, 'blameless postmortem');
  await expect(results.getByRole('listitem').first().locator('mark')).toHaveText(['blameless', 'postmortem']);

  // The document opens in the documents drawer, at the matched chunk.
  await results.getByRole('listitem').first().getByRole('link', { name: 'engineering/incidents.md' }).click();
  await expect(page).toHaveURL(/\/documents\?.*document=.*chunk=0/);
  await expect(page.getByRole('dialog')).toContainText('Matched passage (chunk 1)');
  await expect(page.getByTestId('drawer-passage')).toContainText('blameless postmortem');
});

test('Open in playground runs the same search there and returns the same top hit', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { projectId } = await pushedProject(api, baseURL!);
  await page.goto(paths.projectSearch(projectId));
  const results = await searchFor(page, PARAPHRASE);
  await expect(results.getByRole('listitem').first()).toHaveAccessibleName(/handbook\/vacation\.md/);

  await page.getByRole('button', { name: 'Open in playground' }).click();
  await expect(page).toHaveURL(/\/graphql\?query=/);
  await expect(page.locator('.graphiql-query-editor')).toContainText('search(query:');
  const answered = page.waitForResponse(
    (response) =>
      /\/graphql\/v1\/projects\//.test(response.url()) && /search\(/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const body = (await (await answered).json()) as { data: { search: Array<{ document: { title: string } }> } };
  expect(body.data.search[0].document.title).toBe('handbook/vacation.md');
});

test('a saved check shows recall, and the page works at 375 px and passes axe', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { projectId } = await pushedProject(api, baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(paths.projectSearch(projectId));
  const results = await searchFor(page, PARAPHRASE);
  await results.getByRole('listitem').first().getByRole('button', { name: 'Save as check' }).click();
  const checks = page.getByRole('region', { name: 'Saved checks' });
  await expect(checks.getByText(/Recall@10 now: 100%/)).toBeVisible();
  await checks.getByRole('button', { name: 'Run checks' }).click();
  await expect(checks.getByText(/manual · recall@10 100% \(1 of 1\)/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your recent searches' }).getByRole('button', { name: `${PARAPHRASE} · hybrid` }),
  ).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await shot(page, 'search-375');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 900 });
  await settle(page);
  await shot(page, 'search-768');
  expect(await axeViolations(page)).toEqual([]);
});
