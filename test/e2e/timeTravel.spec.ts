import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { expect, test, type ApiClient, type TestUser } from './fixtures';
import { test as ownPlatformTest } from './ownPlatform';
import { customerSince } from './billingHistory';
import {
  checkpoint,
  exportRecording,
  jumpThrough,
  recordDevTools,
  saveRecording,
  visibleText,
  type Checkpoint,
} from './devtoolsSession';

// Redux DevTools' promise (issue 17, docs/devtools.md): three journeys are
// recorded through the DevTools protocol; jumping back to each checkpoint shows what was on screen
// there, with no request and no action while jumped; no recording holds a secret; and the recordings
// are the fixtures the unit replay test (test/unit/replay) feeds into a fresh makeStore().

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

/** Jumps to every checkpoint, then back to the latest state, which must look as it did before. */
async function expectCoherentJumps(page: Page, checkpoints: Checkpoint[]) {
  const latest = await checkpoint(page, 'latest');
  const { seen, requests, duringJumps } = await jumpThrough(page, checkpoints);
  expect(seen).toEqual(checkpoints.map(({ label, text }) => ({ label, text })));
  expect(requests, 'requests while jumped').toEqual([]);
  expect(duringJumps, 'actions while jumped').toEqual([]);
  // Resumed, the routes follow the latest state in a transition.
  await expect.poll(() => visibleText(page)).toEqual(latest.text);
}

/** Every secret value the journey handled must be absent from the exported recording. */
function expectNoSecret(recording: unknown, secrets: string[]) {
  const json = JSON.stringify(recording);
  for (const secret of secrets) expect(json, 'a secret is in the recording').not.toContain(secret);
  expect(json).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/); // no access token
}

async function signIn(page: Page, user: TestUser) {
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function projectWithConnectedSource(api: ApiClient) {
  const project = await api.post<{ id: string }>('/projects', { name: 'Time travel project', settings: {} });
  const source = await api.post<{ id: string }>(`projects/${project.id}/sources`, { provider: 'github_issues' });
  const base = `projects/${project.id}/sources/${source.id}`;
  await api.post(`${base}/connect`, { token: 'ghp_e2e_token_123' });
  await api.patch(`${base}/set-entry-point/repository`, { owner: 'acme', repo: 'handbook' });
  return { projectId: project.id, sourceId: source.id };
}

test('projects and sources with indexing: recorded without secrets', async ({ page, user, api }) => {
  const { sourceId } = await projectWithConnectedSource(api);
  await recordDevTools(page);
  const checkpoints: Checkpoint[] = [];
  await signIn(page, user);
  await expect(page.getByRole('link', { name: 'Time travel project' })).toBeVisible();
  checkpoints.push(await checkpoint(page, 'projects'));

  await page.getByRole('link', { name: 'Time travel project' }).click();
  const row = page.locator(`tr[data-source-id="${sourceId}"]`);
  await expect(row).toBeVisible();
  checkpoints.push(await checkpoint(page, 'project'));

  await row.getByRole('link').first().click();
  const controls = page.getByRole('region', { name: 'Controls' });
  await expect(controls.locator('[data-status]')).toHaveAttribute('data-status', 'IDLE');
  checkpoints.push(await checkpoint(page, 'source'));

  await controls.getByRole('button', { name: 'Initialize' }).click();
  await expect(toast(page, 'Source indexing indexing started')).toBeVisible();
  await expect(controls.getByTestId('documents-count')).not.toHaveText('0', { timeout: 20_000 });
  await expect(controls.locator('[data-status]')).toHaveAttribute('data-status', 'IDLE');
  checkpoints.push(await checkpoint(page, 'indexed'));
  await expectCoherentJumps(page, checkpoints);

  // The log filters are store state: a jump shows the lines filtered as they were at that moment.
  // The paged window's status and completeness are its cache entry's, so they show as they were too.
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Logs' }).click();
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
  await expect(page.locator('[data-severity]').first()).toBeVisible();
  const logCheckpoints = [await checkpoint(page, 'logs')];
  await page.getByRole('group', { name: 'Severity' }).getByText('INFO', { exact: true }).click();
  await page.getByLabel('Search log lines').fill('no line says this');
  await expect(page.getByRole('heading', { name: 'No lines match the filters' })).toBeVisible();
  logCheckpoints.push(await checkpoint(page, 'logs filtered'));
  await expectCoherentJumps(page, logCheckpoints);

  const recording = await exportRecording(page);
  expectNoSecret(recording, [user.password, user.accessToken, 'ghp_e2e_token_123']);
  saveRecording('projectsAndSources', recording);
});

test('keys and webhooks: recorded without secrets', async ({ authedPage: page, api, user }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Keys project', settings: {} });
  await recordDevTools(page);
  await page.goto(paths.projectDeveloper(project.id));
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('No API keys yet.', { exact: false })).toBeVisible();
  const checkpoints = [await checkpoint(page, 'no keys')];

  await keys.getByRole('button', { name: 'Generate API key' }).click();
  const form = page.getByRole('dialog', { name: 'Generate API key' });
  await expect(form).toBeVisible();
  checkpoints.push(await checkpoint(page, 'generate form open'));
  await form.getByLabel('Name').fill('ci-pipeline');
  await form.getByRole('button', { name: 'Generate' }).click();
  const reveal = page.getByRole('dialog', { name: 'New API key' });
  const key = await reveal.getByLabel('API key').inputValue();
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  await expect(keys.getByRole('row', { name: /ci-pipeline/ })).toBeVisible();
  checkpoints.push(await checkpoint(page, 'key generated'));

  await keys.getByRole('button', { name: 'Delete API key ci-pipeline' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete API key' })).toBeVisible();
  checkpoints.push(await checkpoint(page, 'delete confirmation open'));
  await page.getByRole('dialog', { name: 'Delete API key' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const hooks = page.getByRole('region', { name: 'Webhooks' });
  await hooks.getByRole('button', { name: 'Create webhook' }).click();
  const hookForm = page.getByRole('dialog', { name: 'Create webhook' });
  await hookForm.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/time-travel');
  await hookForm.getByLabel('source.created').check();
  await hookForm.getByRole('button', { name: 'Create webhook' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Webhook signing secret' });
  const secret = await secretDialog.getByLabel('Signing secret').inputValue();
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  await expect(hooks.getByRole('row', { name: /127\.0\.0\.1:9/ })).toBeVisible();
  checkpoints.push(await checkpoint(page, 'webhook created'));
  await expectCoherentJumps(page, checkpoints);

  const recording = await exportRecording(page);
  expect(key.length).toBeGreaterThan(20);
  expect(secret.length).toBeGreaterThan(20);
  expectNoSecret(recording, [key, secret, user.password, user.accessToken]);
  saveRecording('keysAndWebhooks', recording);
});

ownPlatformTest('billing: recorded without secrets', async ({ authedPage: page, user, ownPlatform }) => {
  await customerSince(ownPlatform, user.id, 32);
  await recordDevTools(page);
  await page.goto(paths.settingsBilling());
  const card = page.getByRole('region', { name: 'Invoices' });
  const rows = card.getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  const checkpoints = [await checkpoint(page, 'first invoices')];
  await card.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(21);
  checkpoints.push(await checkpoint(page, 'more invoices'));
  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/projects$/);
  checkpoints.push(await checkpoint(page, 'projects'));
  await expectCoherentJumps(page, checkpoints);

  const recording = await exportRecording(page);
  expectNoSecret(recording, [user.password, user.accessToken]);
  saveRecording('billing', recording);
});
