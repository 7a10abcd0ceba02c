import type { Page } from '@playwright/test';
import type { Platform } from '../../server/platform';
import type { ApiClient } from './fixtures';
import { HANDBOOK, pushDocuments } from './pushDocuments';
import { expect, test } from './ownPlatform';
import { shot } from './shots';

interface Row {
  id: string;
}

type Severity = 'INFO' | 'WARNING' | 'ERROR';

// Local timestamps are checked against a zone far from UTC.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

const lines = (page: Page) => page.getByRole('list').locator('[data-severity]');

async function logsPage(api: ApiClient) {
  const project = await api.post<Row>('/projects', { name: 'Logs Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  return { project, source, url: `/projects/${project.id}/sources/${source.id}/logs` };
}

/** Writes log lines as the platform does (the browser's REST access is read-only). */
async function insertLogs(
  platform: Platform,
  ids: { project: Row; source: Row },
  entries: { severity: Severity; message: string; created_at?: string }[],
) {
  await platform.ctx.asService(async (tx) => {
    for (const entry of entries) {
      await tx.query(
        `insert into public.source_logs (owner_id, project_id, source_id, severity, message, created_at)
         select owner_id, project_id, id, $2, $3, coalesce($4::timestamptz, now()) from public.sources where id = $1`,
        [ids.source.id, entry.severity, entry.message, entry.created_at ?? null],
      );
    }
  });
}

test('indexing log lines appear live, with severity colours', async ({ authedPage: page, api, platform }) => {
  const ids = await logsPage(api);
  await page.goto(ids.url);
  await expect(page.getByRole('heading', { name: 'No log lines yet' })).toBeVisible();
  await shot(page, 'logs-empty');

  // A push is a run: its lines (one for a document it cannot parse) arrive on the open page.
  await pushDocuments(api, platform.url, { projectId: ids.project.id, sourceId: ids.source.id }, [
    ...HANDBOOK,
    { id: 'broken.json', content: 'not JSON', contentType: 'application/json' },
  ]);
  await expect(lines(page).filter({ hasText: 'completed' })).toBeVisible();
  await expect(lines(page).locator('xpath=self::*[@data-severity="ERROR"]').first()).toBeVisible();
  const colourOf = (severity: Severity) =>
    lines(page)
      .locator(`xpath=self::*[@data-severity="${severity}"]`)
      .first()
      .getByText(severity, { exact: true })
      .getAttribute('style');
  expect(await colourOf('ERROR')).toContain('red');
  expect(await colourOf('INFO')).toContain('blue');
  if ((await page.locator('[data-severity="WARNING"]').count()) > 0)
    expect(await colourOf('WARNING')).toContain('orange');
  await shot(page, 'logs-live');
});

test('severity filter, debounced search and local timestamps', async ({ authedPage: page, api, ownPlatform }) => {
  const ids = await logsPage(api);
  await insertLogs(ownPlatform, ids, [
    { severity: 'INFO', message: 'Fetched 12 files', created_at: '2025-01-02T03:04:05Z' },
    { severity: 'WARNING', message: 'Skipped a large file', created_at: '2025-01-02T03:04:06Z' },
    { severity: 'ERROR', message: 'Request timeout from provider', created_at: '2025-01-02T03:04:07Z' },
  ]);
  await page.goto(ids.url);
  await expect(lines(page)).toHaveCount(3);
  // 03:04:05 UTC is 12:04:05 in Tokyo.
  await expect(lines(page).first().locator('time')).toHaveText('Jan 2, 2025, 12:04:05 PM');

  const severity = page.getByRole('group', { name: 'Severity' });
  await severity.getByText('INFO', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'INFO' })).not.toBeChecked();
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByText(/^2 lines/)).toBeVisible();
  await severity.getByText('INFO', { exact: true }).click();

  await page.getByLabel('Search log lines').fill('TIMEOUT');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page)).toContainText('Request timeout from provider');
  await shot(page, 'logs-filtered');
  await page.getByLabel('Search log lines').fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No lines match the filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(lines(page)).toHaveCount(3);
});

test('a reader who scrolled away gets an "N new lines" pill instead of a jump', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await logsPage(api);
  const start = Date.parse('2025-03-01T10:00:00Z');
  await insertLogs(
    ownPlatform,
    ids,
    Array.from({ length: 80 }, (_, index) => ({
      severity: 'INFO' as const,
      message: `Backlog line ${index + 1}`,
      created_at: new Date(start + index * 1000).toISOString(),
    })),
  );
  await page.goto(ids.url);
  const viewport = page.getByLabel('Log lines', { exact: true });
  // The list is virtualised: 80 lines are held, only those in view are in the DOM.
  await expect(page.getByText(/^80 lines/)).toBeVisible();
  await expect(page.getByText('Backlog line 80', { exact: true })).toBeInViewport();
  // Following the tail: a new line scrolls into view by itself.
  await insertLogs(ownPlatform, ids, [{ severity: 'INFO', message: 'Tail line one' }]);
  await expect(page.getByText('Tail line one')).toBeInViewport();

  await viewport.evaluate((element) => {
    element.scrollTop = 0;
    element.dispatchEvent(new Event('scroll'));
  });
  await insertLogs(ownPlatform, ids, [
    { severity: 'INFO', message: 'Tail line two' },
    { severity: 'ERROR', message: 'Tail line three' },
  ]);
  const pill = page.getByRole('button', { name: '2 new lines' });
  await expect(pill).toBeVisible();
  await expect(page.getByText('Tail line three')).not.toBeInViewport();
  expect(await viewport.evaluate((element) => element.scrollTop)).toBe(0);
  await shot(page, 'logs-new-lines');
  await pill.click();
  await expect(page.getByText('Tail line three')).toBeInViewport();
  await expect(pill).toHaveCount(0);
});

test('on a phone a line shows time and severity on one line and the message below', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const ids = await logsPage(api);
  await insertLogs(ownPlatform, ids, [{ severity: 'WARNING', message: 'Skipped a large file on a small screen' }]);
  await page.goto(ids.url);
  const line = lines(page).first();
  await expect(line).toBeVisible();
  const time = await line.locator('time').boundingBox();
  const badge = await line.getByText('WARNING', { exact: true }).boundingBox();
  const message = await line.getByText('Skipped a large file on a small screen').boundingBox();
  expect(time && badge && message).toBeTruthy();
  expect(Math.abs(time!.y + time!.height / 2 - (badge!.y + badge!.height / 2))).toBeLessThan(6);
  expect(message!.y).toBeGreaterThanOrEqual(Math.max(time!.y + time!.height, badge!.y + badge!.height) - 1);
});
