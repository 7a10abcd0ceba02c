import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

// Tables that grow with use are never read whole by the SPA.
const GROWING = ['source_logs', 'documents', 'indexing_runs', 'webhook_deliveries', 'webhook_delivery_attempts'];

test('every REST read of a growing table carries a limit, on every page that shows one', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Bounded reads', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  const base = `/projects/${project.id}/sources/${source.id}`;
  await api.patch(`${base}/set-entry-point/push`, { name: 'ingest' });
  await api.post(`${base}/indexing/init`);
  const hookUrl = 'http://127.0.0.1:9/bounded';
  await api.post(`/projects/${project.id}/webhooks`, { url: hookUrl, events: ['indexing.started'] });

  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1];
    if (request.method() === 'GET' && table && GROWING.includes(table)) reads.push(`${table}?${url.searchParams}`);
  });

  await page.goto(paths.source(project.id, source.id));
  await expect(page.locator('[data-run-id]').first()).toBeVisible();
  await page.goto(paths.sourceLogs(project.id, source.id));
  await expect.poll(() => reads.some((read) => read.startsWith('source_logs?'))).toBe(true);
  await page.goto(paths.projectDeveloper(project.id));
  await page.getByRole('button', { name: `Open webhook ${hookUrl}` }).click();
  await expect(page.getByRole('dialog', { name: 'Webhook' })).toBeVisible();
  await expect.poll(() => reads.some((read) => read.startsWith('webhook_deliveries?'))).toBe(true);

  const tables = new Set(reads.map((read) => read.split('?')[0]));
  expect([...tables].sort()).toEqual(expect.arrayContaining(['indexing_runs', 'source_logs', 'webhook_deliveries']));
  expect(reads.filter((read) => !/[?&]limit=\d+/.test(read))).toEqual([]);
});
