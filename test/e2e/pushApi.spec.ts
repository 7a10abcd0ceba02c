import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './ownPlatform';

interface Row {
  id: string;
}

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

test('push a Markdown file and a PDF with an API key, watch the run, read and find them', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Push Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  const { key } = await api.post<{ key: string }>(`projects/${project.id}/api-keys`, { name: 'e2e push' });
  const endpoint = `${ownPlatform.url}/push/v1/projects/${project.id}/sources/${source.id}/documents`;

  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  const quickStart = page.getByRole('region', { name: 'Push documents' });
  await expect(quickStart.getByText(endpoint, { exact: true })).toBeVisible();
  await expect(quickStart.getByText('-H "x-api-key: $API_KEY"', { exact: false }).first()).toBeVisible();
  await expect(quickStart.getByRole('button', { name: 'Generate API key' })).toBeVisible();
  await expect(quickStart.getByRole('link', { name: 'developer settings' })).toHaveAttribute(
    'href',
    `/projects/${project.id}/settings/developer`,
  );
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await quickStart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/push-quick-start-${width}.png`, fullPage: true });
  }

  // The run appears and finishes on the open page, over realtime.
  const form = new FormData();
  form.append(
    'file',
    new Blob(['# Benefits\n\nEvery employee gets a dental plan and a yearly wellbeing budget.\n'], {
      type: 'text/markdown',
    }),
    'benefits.md',
  );
  form.append('file', new Blob([fixture('travel-policy.pdf')], { type: 'application/pdf' }), 'travel-policy.pdf');
  const reply = await fetch(endpoint, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  expect(reply.status).toBe(202);
  const { data } = (await reply.json()) as { data: { runId: string; accepted: number } };
  expect(data.accepted).toBe(2);
  const run = page.locator(`[data-run-id="${data.runId}"]`);
  await expect(run).toContainText('push');
  await expect(run.locator('[data-run-status="SUCCEEDED"]')).toBeVisible();

  await page.goto(`/projects/${project.id}/sources/${source.id}/documents`);
  const rows = page.locator('[data-document-id]');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search').fill('quokka');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('travel-policy.pdf');
  await rows.first().getByRole('button').click();
  await expect(page.getByTestId('drawer-title')).toHaveText('travel-policy.pdf');
  await expect(page.getByTestId('drawer-content')).toContainText('The quokka fund covers one conference per year.');
  await page.keyboard.press('Escape');

  await page.getByLabel('Search').fill('benefits');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('benefits.md');
  await page.getByLabel('Search').fill('travel');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('travel-policy.pdf');
});

test('a simulated provider type says so on its overview; a push source does not', async ({ authedPage: page, api }) => {
  const project = await api.post<Row>('/projects', { name: 'Simulated Project', settings: {} });
  const drive = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'google_drive' });
  const push = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  await page.goto(`/projects/${project.id}/sources/${drive.id}`);
  await expect(page.getByText('Simulated content')).toBeVisible();
  await page.goto(`/projects/${project.id}/sources/${push.id}`);
  await expect(page.getByRole('region', { name: 'Push documents' })).toBeVisible();
  await expect(page.getByText('Simulated content')).toHaveCount(0);
});

test("a local source lists the folders of the account's own local folder in its picker", async ({
  authedPage: page,
  api,
  user,
}) => {
  // Each account reads its own subfolder of the local root, named by its user id.
  mkdirSync(join('.data', 'local-files', user.id, 'e2e-handbook'), { recursive: true });
  const project = await api.post<Row>('/projects', { name: 'Local Project', settings: {} });
  const local = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'local' });
  await page.goto(`/projects/${project.id}/sources/${local.id}`);
  await expect(page.getByText("Folders come from your local folder on the platform's machine")).toBeVisible();
  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('e2e-handbook', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(`. (your whole local folder, ${resolve('.data', 'local-files', user.id)})`),
  ).toBeVisible();
});
