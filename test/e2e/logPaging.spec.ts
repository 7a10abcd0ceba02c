import type { Page } from '@playwright/test';
import type { Platform } from '../../server/platform';
import type { ApiClient } from './fixtures';
import { loadAllLogLines, readLogLines } from './logLines';
import { expect, test } from './ownPlatform';

// The logs page holds the newest page of lines, loads older pages as the reader scrolls up
// and filters in the database. These check the paging logic at small volume against the database.

interface Row {
  id: string;
}

const BACKLOG = 530;

async function sourceWithBacklog(platform: Platform, api: ApiClient) {
  const project = await api.post<Row>('/projects', { name: 'Paging Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  // Every third pair of lines shares a timestamp, so the keyset must break ties on id.
  await platform.ctx.asService((tx) =>
    tx.query(
      `insert into public.source_logs (owner_id, project_id, source_id, severity, message, created_at)
       select owner_id, project_id, id, (array['INFO','WARNING','ERROR'])[1 + g % 3],
              'Backlog ' || lpad(g::text, 4, '0') || case when g % 7 = 0 then ' request timeout' else '' end,
              timestamptz '2025-05-01T00:00:00Z' + (g - (g % 3 = 0)::int) * interval '1 second'
       from public.sources, generate_series(1, ${BACKLOG}) g where id = $1`,
      [source.id],
    ),
  );
  return { project, source, url: `/projects/${project.id}/sources/${source.id}/logs` };
}

/** Lines as the database orders them for the page (oldest first), optionally filtered in SQL. */
async function databaseLines(platform: Platform, sourceId: string, where = 'true'): Promise<string[]> {
  const { rows } = await platform.ctx.asService((tx) =>
    tx.query<{ message: string }>(
      `select message from public.source_logs where source_id = $1 and ${where} order by created_at, id`,
      [sourceId],
    ),
  );
  return rows.map((row) => row.message);
}

/** The list's lines, oldest first, as messages. */
async function shownLines(page: Page): Promise<string[]> {
  await loadAllLogLines(page);
  return (await readLogLines(page)).map((line) => line.slice(line.indexOf(' ') + 1));
}

test('a deep link opens at the newest lines even when they arrive before the source is known', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await sourceWithBacklog(ownPlatform, api);
  // The page mounts hidden while its source loads (ScopeOutlet); here its lines come first: the source is
  // answered only once they have been.
  const linesAnswered = page.waitForResponse(/\/rest\/v1\/source_logs\?/);
  await page.route(/\/rest\/v1\/sources\?/, async (route) => {
    await linesAnswered;
    await route.continue();
  });
  await page.goto(ids.url);
  await expect(page.getByText(`Backlog 0${BACKLOG}`, { exact: true })).toBeInViewport();
});

test('older lines load on scroll without duplicates or gaps while new lines stream in', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await sourceWithBacklog(ownPlatform, api);
  await page.goto(ids.url);
  await expect(page.getByText(/^200 lines · scroll up for older lines/)).toBeVisible();
  await expect(page.getByText(`Backlog 0${BACKLOG}`, { exact: true })).toBeInViewport();

  // Scrolling to the top loads the page before; the line that was on top stays where it was.
  await page.getByLabel('Log lines', { exact: true }).evaluate((element) => {
    element.scrollTop = 0;
    element.dispatchEvent(new Event('scroll'));
  });
  await expect(page.getByText(/^400 lines/)).toBeVisible();
  await expect(page.getByText('Backlog 0331', { exact: true })).toBeInViewport();

  // New lines arrive while the reader pages backwards.
  const live = ownPlatform.ctx.asService(async (tx) => {
    for (let index = 1; index <= 12; index++) {
      await tx.query(
        `insert into public.source_logs (owner_id, project_id, source_id, severity, message)
         select owner_id, project_id, id, 'INFO', $2 from public.sources where id = $1`,
        [ids.source.id, `Live ${index}`],
      );
    }
  });
  await loadAllLogLines(page);
  await live;
  await expect(page.getByText(/^542 lines/)).toBeVisible();
  expect(await shownLines(page)).toEqual(await databaseLines(ownPlatform, ids.source.id));
});

test('severity filters and search return the lines a database query returns', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await sourceWithBacklog(ownPlatform, api);
  await page.goto(ids.url);
  await expect(page.getByText(/^200 lines/)).toBeVisible();

  await page.getByRole('group', { name: 'Severity' }).getByText('INFO', { exact: true }).click();
  await page.getByLabel('Search log lines').fill('TIMEOUT');
  const expected = await databaseLines(
    ownPlatform,
    ids.source.id,
    `severity in ('ERROR', 'WARNING') and message ilike '%timeout%'`,
  );
  await expect(page.getByText(new RegExp(`^${expected.length} lines`))).toBeVisible();
  expect(await shownLines(page)).toEqual(expected);

  // Without the search the two severities are more than a page, so they page too.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(/^200 lines · scroll up/)).toBeVisible();
  expect(await shownLines(page)).toEqual(
    await databaseLines(ownPlatform, ids.source.id, `severity in ('ERROR', 'WARNING')`),
  );
});
