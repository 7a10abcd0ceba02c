import type { Page } from '@playwright/test';
import type { Platform } from '../../server/platform';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { hostilePayloads } from '../fixtures/hostilePayloads';
import { axeViolations, settle } from './a11yChecks';
import type { ApiClient } from './fixtures';
import { expect, test } from './ownPlatform';
import { armXssProbe, expectInert } from './reliability/xssProbe';

interface Row {
  id: string;
  owner_id: string;
  project_id: string;
}

/** A push source with its entrypoint: configured, so it indexes without an OAuth round trip. */
async function pushSource(api: ApiClient, name: string) {
  const project = await api.post<Row>('/projects', { name, settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  const base = `projects/${project.id}/sources/${source.id}`;
  await api.patch(`${base}/set-entry-point/push`, { name: 'ingest' });
  return { project, source, base, url: `/projects/${project.id}/sources/${source.id}` };
}

const runRows = (page: Page) => page.locator('[data-run-id]');

/** Writes documents the way a run does (the browser's REST access is read-only). */
async function addDocuments(platform: Platform, source: Row, count: number, make: (i: number) => object) {
  const { rows } = await platform.ctx.db.query<Row>(
    'select id, owner_id, project_id from public.sources where id = $1',
    [source.id],
  );
  await platform.ctx.asService((tx) =>
    insertDocuments(
      tx,
      rows[0],
      Array.from({ length: count }, (_, i) => ({
        title: `Note ${i}`,
        content: `Plain note number ${i}`,
        url: `https://example.com/${i}`,
        mime_type: 'text/plain',
        metadata: {},
        ...make(i),
      })),
    ),
  );
}

test('a scheduled run appears by itself with trigger "schedule"', async ({ authedPage: page, api }) => {
  const ids = await pushSource(api, 'Schedule Project');
  await page.goto(ids.url);
  await page.getByLabel('Schedule').selectOption('hourly');
  await expect(page.getByText('Source is updated')).toBeVisible();
  await expect(page.getByTestId('next-run')).toBeVisible();
  await expect(runRows(page).filter({ hasText: 'schedule' }).first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Schedule').selectOption('manual');
});

test('a failed run shows its reason and opens its own log lines', async ({ authedPage: page, api, ownPlatform }) => {
  const project = await api.post<Row>('/projects', { name: 'Failing Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'github_branch' });
  const base = `projects/${project.id}/sources/${source.id}`;
  await api.post(`${base}/connect`, { token: 'ghp_e2e_token_value' });
  await api.patch(`${base}/set-entry-point/branch`, { owner: 'acme', repo: 'handbook', branch: 'main' });
  // The provider takes its grant back behind the platform's back.
  await ownPlatform.ctx.db.query('delete from private.source_credentials where source_id = $1', [source.id]);
  await api.post(`${base}/indexing/init`);
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  const failed = runRows(page).filter({ has: page.locator('[data-run-status="FAILED"]') });
  await expect(failed.getByTestId('run-error')).toHaveText(
    'GitHub branch revoked access to the account; reconnect the source',
  );
  await failed.getByRole('link', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/logs\?run=/);
  await expect(page.getByTestId('run-filter')).toBeVisible();
  await expect(page.getByText(/Indexing failed: GitHub branch revoked access/)).toBeVisible();
});

test('Documents: pages through 1,000, finds by content, explains skipped and failed ones, drawer', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await pushSource(api, 'Documents Project');
  await addDocuments(ownPlatform, ids.source, 1000, (i) =>
    i === 500 ? { title: 'Harbour report', content: 'The lighthouse keeper logged a walrus sighting.' } : {},
  );
  await addDocuments(ownPlatform, ids.source, 2, (i) =>
    i === 0
      ? { title: 'hero-video.mov', status: 'SKIPPED', error: 'Skipped: 212 MB exceeds the 100 MB limit' }
      : { title: 'broken.json', status: 'FAILED', error: 'Failed to parse: unexpected end of JSON input' },
  );
  await page.goto(`${ids.url}/documents`);
  await expect(page.getByText('Source documents', { exact: true })).toBeVisible();
  const rows = page.locator('[data-document-id]');
  await expect(rows).toHaveCount(50);
  for (let shown = 50; shown < 1002; shown += 50) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(Math.min(shown + 50, 1002));
  }
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Search').fill('walrus');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Harbour report');
  await page.getByLabel('Search').fill('');

  await page.getByLabel('Status').selectOption('SKIPPED');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Skipped: 212 MB exceeds the 100 MB limit');
  await page.getByLabel('Status').selectOption('FAILED');
  await expect(rows.first()).toContainText('Failed to parse: unexpected end of JSON input');
  await rows.first().getByRole('button').click();
  await expect(page.getByTestId('drawer-title')).toHaveText('broken.json');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Query in GraphQL' })).toHaveAttribute('href', /graphql\?query=/);
});

test('the drawer shows enhancement outputs only when the source has them on', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const ids = await pushSource(api, 'Enhanced Project');
  await api.patch(ids.base, { custom: { enhancements: { summaries: true, keywords: true } } });
  // A push source indexes what is pushed to it.
  const { key } = await api.post<{ key: string }>(`projects/${ids.project.id}/api-keys`, { name: 'push' });
  const pushed = await fetch(`${ownPlatform.url}/push/v1/${ids.base}/documents`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({
      documents: [{ id: 'release-notes.md', content: '# Release notes\n\nSearch got faster. Exports are new.' }],
    }),
  });
  expect(pushed.status).toBe(202);
  await page.goto(`${ids.url}/documents`);
  await page.getByLabel('Status').selectOption('INDEXED');
  await page.locator('[data-document-id]').first().getByRole('button').click();
  await expect(page.getByTestId('enhancement-summary')).toBeVisible();
  await expect(page.getByTestId('enhancement-keywords')).toBeVisible();
  await expect(page.getByTestId('enhancement-entities')).toHaveCount(0);
  await expect(page.getByTestId('enhancement-language')).toHaveCount(0);
});

test('hostile document titles and contents stay text', async ({ authedPage: page, api, ownPlatform }) => {
  const dialogs = await armXssProbe(page);
  const ids = await pushSource(api, 'Hostile Documents');
  await addDocuments(ownPlatform, ids.source, hostilePayloads.length, (i) => ({
    title: hostilePayloads[i],
    content: hostilePayloads[i],
    url: hostilePayloads[i],
    error: hostilePayloads[i],
  }));
  await page.goto(`/projects/${ids.project.id}/documents`);
  await expect(page.locator('[data-document-id]').first()).toBeVisible();
  await page.locator('[data-document-id]').first().getByRole('button').click();
  await expect(page.getByTestId('drawer-content')).toBeVisible();
  await expectInert(page, dialogs);
});
