import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { axeViolations, settle } from './a11yChecks';
import { shot } from './shots';
import { expect, test, type ApiClient } from './fixtures';

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });

/** A project with a push source that can be indexed at once (configured by its entrypoint alone). */
async function projectWithPushSource(api: ApiClient) {
  const project = await api.post<{ id: string }>('/projects', { name: 'Deliveries e2e', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  await api.patch(`/projects/${project.id}/sources/${source.id}/set-entry-point/push`, { name: 'ingest' });
  return { projectId: project.id, sourceId: source.id };
}

// The first change of an inbox's answer claims it; later changes send the owner token it returned.
const inboxTokens = new Map<string, string>();

async function inboxAnswers(inboxUrl: string, status: number) {
  const token = inboxTokens.get(inboxUrl);
  const response = await fetch(`${inboxUrl}/response`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-inbox-token': token } : {}) },
    body: JSON.stringify({ status, delayMs: 0 }),
  });
  expect(response.ok).toBe(true);
  const { data } = (await response.json()) as { data: { ownerToken?: string } };
  if (data.ownerToken) inboxTokens.set(inboxUrl, data.ownerToken);
}

test('deliveries to the local inbox appear live, retry on 500, resend after recovery; the secret rotates', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(90_000);
  const { projectId, sourceId } = await projectWithPushSource(api);
  await page.goto(paths.projectDeveloper(projectId));
  const hooks = page.getByRole('region', { name: 'Webhooks' });

  await hooks.getByRole('button', { name: 'Create webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Create webhook' });
  await form.getByRole('button', { name: 'Use a local inbox' }).click();
  const inboxUrl = await form.getByLabel('Endpoint URL').inputValue();
  expect(inboxUrl).toMatch(/\/local\/webhook-inbox\/[0-9a-f]{24}$/);
  await form.getByLabel('indexing.started').check();
  await form.getByLabel('indexing.completed').check();
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(toast(page, 'New webhook is created')).toBeVisible();
  await page.getByRole('dialog', { name: 'Webhook signing secret' }).getByRole('button', { name: 'Done' }).click();

  await hooks.getByRole('button', { name: `Open webhook ${inboxUrl}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Webhook' });
  const deliveries = drawer.getByRole('table', { name: 'Deliveries' });
  await expect(drawer.getByText('No deliveries match.')).toBeVisible();

  // Indexing started elsewhere: both events arrive on the open page without a reload.
  await api.post(`/projects/${projectId}/sources/${sourceId}/indexing/init`);
  await expect(deliveries.getByRole('row', { name: /indexing\.started.*Succeeded/ })).toBeVisible();
  await expect(deliveries.getByRole('row', { name: /indexing\.completed.*Succeeded/ })).toBeVisible();
  await expect(hooks.getByRole('row', { name: new RegExp(inboxUrl.replace(/[./]/g, '\\$&')) })).toContainText('100 %');

  // The inbox fails: the test event is retried, each attempt with the inbox's answer.
  await inboxAnswers(inboxUrl, 500);
  await drawer.getByRole('button', { name: 'Send test event' }).click();
  await expect(toast(page, 'Test event is sent')).toBeVisible();
  const testRow = deliveries.getByRole('row', { name: /webhook\.test/ });
  await expect(testRow).toContainText(/Retrying|Failed/);
  await testRow.getByRole('button', { name: /Open delivery webhook\.test/ }).click();
  const detail = drawer.getByRole('region', { name: 'Delivery webhook.test' });
  await expect(detail.getByRole('region', { name: 'Attempt 2' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Attempt 1' })).toContainText('HTTP 500');
  await expect(detail.getByRole('region', { name: 'Attempt 1' })).toContainText('"received":false');
  await expect(detail.getByRole('region', { name: 'Attempt 1' })).toContainText('webhook-signature: v1,');
  // Two succeeded attempts and at least two failed ones: the rate is over attempts, never 100 % now.
  const hookRow = hooks.getByRole('row', { name: new RegExp(inboxUrl.replace(/[./]/g, '\\$&')) });
  await expect(hookRow).not.toContainText('100 %');
  await expect(hookRow).toContainText(/(^|\D)\d{1,2} %/);
  await expect(hooks).toContainText('share of delivery attempts in the last 24 hours that got a 2xx answer');

  await settle(page);
  expect(await axeViolations(page)).toEqual([]);

  // Recovered: resend goes out now and succeeds.
  await inboxAnswers(inboxUrl, 200);
  await detail.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, 'Delivery is resent')).toBeVisible();
  await expect(detail.getByText('Succeeded')).toBeVisible({ timeout: 15_000 });
  await expect(detail.locator('section[aria-label^="Attempt"]').first()).toContainText('HTTP 200');

  await detail.getByRole('button', { name: 'Back to deliveries' }).click();
  await drawer.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(toast(page, 'Signing secret is rotated')).toBeVisible();
  const reveal = page.getByRole('dialog', { name: 'New signing secret' });
  await expect(reveal.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  await shot(page, 'webhook-tools');

  // The old secret would sign for 24 hours more; revoked now, a second revoke has nothing left to end.
  await drawer.getByRole('button', { name: 'Revoke previous secret now' }).click();
  await expect(toast(page, 'Previous signing secret is revoked')).toBeVisible();
  await drawer.getByRole('button', { name: 'Revoke previous secret now' }).click();
  await expect(toast(page, 'Failed revoking previous signing secret')).toContainText('NO_PREVIOUS_SECRET');

  await drawer.getByRole('switch', { name: 'Enabled' }).click();
  await expect(toast(page, 'Webhook is updated')).toBeVisible();
  await expect(drawer.getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
});
