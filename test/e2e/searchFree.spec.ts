import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { axeViolations, settle } from './a11yChecks';
import { expect, test, type ApiClient } from './fixtures';
import { pushDocuments } from './pushDocuments';
import { shot } from './shots';

// A new account on Free: semantic search is not in its plan, so the Search page must open in Keyword.
test.use({ plan: 'free' });

const MANUALS = [
  {
    id: 'manuals/libtasn1.txt',
    title: 'libtasn1 reference manual',
    content:
      'Libtasn1 is a library that parses ASN.1 descriptions and encodes or decodes DER structures. ' +
      'Call asn1_parser2tree to read a definitions file, then asn1_create_element for each structure.',
    contentType: 'text/plain',
  },
  {
    id: 'manuals/zlib.txt',
    title: 'zlib compression guide',
    content:
      'The deflate stream is compressed with a sliding window; inflate restores it. ' +
      'Use compressBound to size the output buffer before calling compress.',
    contentType: 'text/plain',
  },
];

async function freeProject(api: ApiClient, baseURL: string) {
  const project = await api.post<{ id: string }>('/projects', { name: 'Free search', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  await pushDocuments(api, baseURL, { projectId: project.id, sourceId: source.id }, MANUALS);
  return project.id;
}

const toasts = (page: Page) => page.locator('.dashboard-toast');

test('a Free project’s Search page opens in Keyword and finds a pushed document as the user types', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  const projectId = await freeProject(api, baseURL!);
  await page.goto(paths.projectSearch(projectId));

  // Locked before any search, with the plan's reason said once, next to the modes.
  await expect(page.getByRole('radio', { name: 'Keyword' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Semantic' })).toBeDisabled();
  await expect(page.getByText(/Semantic search is not included in the Free plan/)).toHaveCount(1);

  // Typing alone searches: no Enter, no button; first as typeahead, then settled once typing has stopped.
  const asked = (typeahead: boolean) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith('/search') &&
        url.searchParams.get('q') === 'asn1 parser' &&
        url.searchParams.has('typeahead') === typeahead
      );
    });
  const typed = asked(true);
  const settledSearch = asked(false);
  await page.getByRole('searchbox', { name: 'Query' }).pressSequentially('asn1 parser', { delay: 20 });
  await typed;
  await settledSearch;
  const results = page.getByRole('list', { name: 'Search results' });
  const top = results.getByRole('listitem').first();
  await expect(top).toHaveAccessibleName('Hit 1: libtasn1 reference manual');
  await expect(top.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Query' })).toHaveValue('asn1 parser');
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Once typing has stopped on it, the settled query is kept, and none of the words typed on the way.
  await expect(
    page.getByRole('region', { name: 'Your recent searches' }).getByRole('button', { name: 'asn1 parser · keyword' }),
  ).toBeVisible();
  const history = await api.get<Array<{ query: string }>>(`/projects/${projectId}/search/history`);
  expect(history.map((row) => row.query)).toEqual(['asn1 parser']);

  // A Top queries link (no mode) and one asking for Hybrid both open in Keyword and find it.
  await page.goto(`${paths.projectSearch(projectId, 'deflate')}&mode=hybrid`);
  await expect(page.getByRole('radio', { name: 'Keyword' })).toBeChecked();
  await expect(results.getByRole('listitem').first()).toHaveAccessibleName('Hit 1: zlib compression guide');
  await expect(toasts(page)).toHaveCount(0);

  // The title opens the document in the documents drawer at the matched passage.
  await results.getByRole('listitem').first().getByRole('link', { name: 'zlib compression guide' }).click();
  await expect(page).toHaveURL(/\/documents\?.*document=.*chunk=0/);
  await expect(page.getByTestId('drawer-passage')).toContainText('deflate stream');
});

test('the Search page with results passes axe and fits 375, 768 and 1440 px', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  const projectId = await freeProject(api, baseURL!);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.projectSearch(projectId, 'compress deflate buffer'));
    const top = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(top).toHaveAccessibleName('Hit 1: zlib compression guide');
    await top.getByRole('button', { name: 'Why this rank' }).click();
    await expect(top.getByText(/^Score \d\.\d{4} · keyword #1 · vector —$/)).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `search-free-${width}`);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a grouped hit with a page, an explanation and more matches reads well and passes axe at every width', async ({
  authedPage: page,
  api,
  baseURL,
}) => {
  const projectId = await freeProject(api, baseURL!);
  const [manual] = await api.get<Array<{ id: string; source_id: string }>>(
    `/projects/${projectId}/document-names?q=libtasn1`,
  );
  // The reply the ranking rewrite sends (every optional field filled), so the page is seen with them.
  const mark = (word: string) => `\u0002${word}\u0003`;
  await page.route(/\/api\/projects\/[^/]+\/search\?/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: {
          tookMs: 4,
          embedder: null,
          hits: [
            {
              score: 0.8123,
              keywordRank: 1,
              vectorRank: null,
              page: 12,
              snippet: `Call ${mark('asn1_parser2tree')} to read a definitions file`,
              chunk: { id: 'c1', position: 51, content: 'Call asn1_parser2tree to read a definitions file', page: 12 },
              document: {
                id: manual.id,
                title: 'libtasn1 reference manual',
                url: null,
                source_id: manual.source_id,
                mime_type: 'application/pdf',
                source_name: 'GNU manuals',
                source_type: 'push_api',
              },
              explanation: {
                terms: [
                  { term: 'asn1', weight: 2.91 },
                  { term: 'parser', weight: 1.42 },
                  { term: 'tree', weight: 0.77 },
                ],
                keywordScore: 5.1,
                vectorSimilarity: null,
                fusion: 'keyword only: semantic search is not in this plan',
              },
              moreChunks: [
                { id: 'c2', position: 60, page: 14, snippet: `the ${mark('parser')} reads`, score: 0.41 },
                { id: 'c3', position: 75, page: 19, snippet: `${mark('asn1')} trees are freed`, score: 0.22 },
              ],
            },
          ],
        },
      }),
    }),
  );
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.projectSearch(projectId, 'asn1 parser tree'));
    const top = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(top.getByTestId('hit-place')).toHaveText('GNU manuals · page 12');
    await top.getByRole('button', { name: 'Why this rank' }).click();
    await expect(top.getByText('Fusion: keyword only: semantic search is not in this plan')).toBeVisible();
    await top.getByRole('button', { name: '2 more matches' }).click();
    await expect(top.getByRole('link', { name: 'page 19' })).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `search-explained-${width}`);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole('link', { name: 'page 14' }).click();
  await expect(page).toHaveURL(/\/documents\?.*document=.*chunk=60/);
  await expect(page.getByTestId('drawer-passage')).toContainText('the parser reads');
});
