import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test, type ApiClient } from './fixtures';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

async function openDeveloperSettings(page: Page, api: ApiClient) {
  const project = await api.post<{ id: string }>('/projects', { name: 'Developer settings e2e', settings: {} });
  await page.goto(paths.projectDeveloper(project.id));
  await expect(page.getByRole('region', { name: 'API keys' })).toBeVisible();
  return project.id;
}

test.describe('API keys', () => {
  test('generates a key shown once, lists it live, and deletes it after confirmation', async ({ authedPage: page, api, db }) => {
    const projectId = await openDeveloperSettings(page, api);
    const keys = page.getByRole('region', { name: 'API keys' });
    await expect(keys.getByText('No API keys yet.', { exact: false })).toBeVisible();

    await keys.getByRole('button', { name: 'Generate API key' }).click();
    const form = page.getByRole('dialog', { name: 'Generate API key' });
    await form.getByLabel('Name').fill('ci-pipeline');
    await form.getByRole('button', { name: 'Generate' }).click();

    await expect(toast(page, 'New API key is generated')).toBeVisible();
    const reveal = page.getByRole('dialog', { name: 'New API key' });
    await expect(reveal.getByText('will not be shown again', { exact: false })).toBeVisible();
    const key = await reveal.getByLabel('API key').inputValue();
    const { data: rows } = await db.from('api_keys').select('id, name, prefix').eq('project_id', projectId);
    expect(rows).toHaveLength(1);
    expect(key.startsWith(rows![0].prefix)).toBe(true);
    expect(key.length).toBeGreaterThan(rows![0].prefix.length);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(reveal).toBeHidden();

    const table = keys.getByRole('table', { name: 'API keys' });
    await expect(table.getByRole('row', { name: /ci-pipeline/ })).toBeVisible();
    await expect(table.getByText(`${rows![0].prefix}…`)).toBeVisible();

    await table.getByRole('button', { name: 'Delete API key ci-pipeline' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete API key' });
    await expect(confirm).toContainText('ci-pipeline');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'API key is deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(table).toBeHidden();
    const { data: after } = await db.from('api_keys').select('id').eq('project_id', projectId);
    expect(after).toEqual([]);
  });

  test('shows a key created elsewhere without a reload', async ({ authedPage: page, api }) => {
    const projectId = await openDeveloperSettings(page, api);
    await api.post(`/projects/${projectId}/api-keys`, { name: 'made-by-script' });
    await expect(page.getByRole('table', { name: 'API keys' }).getByText('made-by-script')).toBeVisible();
  });

  test('a failed generate toasts "Failed generating new API key" and keeps the form', async ({ authedPage: page, api, platform }) => {
    const projectId = await openDeveloperSettings(page, api);
    await platform.setFaults([{ method: 'POST', path: `/api/projects/${projectId}/api-keys`, kind: 'error-list' }]);
    await page.getByRole('button', { name: 'Generate API key' }).click();
    const form = page.getByRole('dialog', { name: 'Generate API key' });
    await form.getByLabel('Name').fill('will-fail');
    await form.getByRole('button', { name: 'Generate' }).click();

    const failure = toast(page, 'Failed generating new API key');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('FAULT_INJECTED');
    await expect(failure).toContainText('Injected failure');
    await expect(form.getByText('FAULT_INJECTED', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('will-fail');
    await expect(page.getByRole('dialog', { name: 'New API key' })).toHaveCount(0);
  });

  test('a failed delete toasts "Failed deleting API key" and keeps the key', async ({ authedPage: page, api, platform }) => {
    const projectId = await openDeveloperSettings(page, api);
    await api.post(`/projects/${projectId}/api-keys`, { name: 'keep-me' });
    const table = page.getByRole('table', { name: 'API keys' });
    await expect(table.getByText('keep-me')).toBeVisible();
    await platform.setFaults([{ method: 'DELETE', path: `/api/projects/${projectId}/api-keys`, kind: 'error-message' }]);

    await table.getByRole('button', { name: 'Delete API key keep-me' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete API key' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed deleting API key')).toContainText('Injected failure');
    await expect(confirm.getByText('Injected failure')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByText('keep-me')).toBeVisible();
  });
});

test.describe('Webhooks', () => {
  test('validates the URL, creates a webhook with its secret shown once, and deletes it', async ({ authedPage: page, api, db }) => {
    const projectId = await openDeveloperSettings(page, api);
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByRole('button', { name: 'Create webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Create webhook' });
    await form.getByLabel('Endpoint URL').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form.getByText('Enter a valid http:// or https:// URL')).toBeVisible();
    await expect(form.getByText('Select at least one event')).toBeVisible();

    await form.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/platform');
    await form.getByLabel('source.created').check();
    await form.getByLabel('indexing.completed').check();
    await form.getByLabel('Description').fill('Deploy notifier');
    await form.getByRole('button', { name: 'Create webhook' }).click();

    await expect(toast(page, 'New webhook is created')).toBeVisible();
    const reveal = page.getByRole('dialog', { name: 'Webhook signing secret' });
    const secret = await reveal.getByLabel('Signing secret').inputValue();
    const { data: rows } = await db.from('webhooks').select('url, events, description, enabled, secret_prefix').eq('project_id', projectId);
    expect(rows).toEqual([
      {
        url: 'http://127.0.0.1:9/platform',
        events: ['source.created', 'indexing.completed'],
        description: 'Deploy notifier',
        enabled: true,
        secret_prefix: expect.any(String),
      },
    ]);
    expect(secret.startsWith(rows![0].secret_prefix)).toBe(true);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(reveal).toBeHidden();

    const table = hooks.getByRole('table', { name: 'Webhooks' });
    const row = table.getByRole('row', { name: /127\.0\.0\.1:9\/platform/ });
    await expect(row).toContainText('source.created');
    await expect(row).toContainText('indexing.completed');
    await expect(row).toContainText('Deploy notifier');
    await expect(row).toContainText('Enabled');

    await row.getByRole('button', { name: 'Delete webhook http://127.0.0.1:9/platform' }).click();
    await page.getByRole('dialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Webhook is deleted')).toBeVisible();
    await expect(table).toBeHidden();
  });

  test('failed create and delete toast their titles', async ({ authedPage: page, api, platform }) => {
    const projectId = await openDeveloperSettings(page, api);
    await api.post(`/projects/${projectId}/webhooks`, { url: 'http://127.0.0.1:9/keep', events: ['source.deleted'] });
    const table = page.getByRole('table', { name: 'Webhooks' });
    await expect(table.getByText('http://127.0.0.1:9/keep')).toBeVisible();
    await platform.setFaults([
      { method: 'POST', path: `/api/projects/${projectId}/webhooks`, kind: 'error-list', status: 503 },
      { method: 'DELETE', path: `/api/projects/${projectId}/webhooks`, kind: 'error-list', errorCode: 'WEBHOOK_LOCKED' },
    ]);

    await page.getByRole('button', { name: 'Create webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Create webhook' });
    await form.getByLabel('Endpoint URL').fill('http://localhost:9999/hook');
    await form.getByLabel('document.indexed').check();
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(toast(page, 'Failed creating new webhook')).toContainText('FAULT_INJECTED');
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('http://localhost:9999/hook');
    await expect(form.getByLabel('document.indexed')).toBeChecked();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: 'Delete webhook http://127.0.0.1:9/keep' }).click();
    await page.getByRole('dialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed deleting webhook')).toContainText('WEBHOOK_LOCKED');
    await expect(table.getByText('http://127.0.0.1:9/keep')).toBeVisible();
  });
});
