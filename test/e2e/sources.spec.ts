import type { Page } from '@playwright/test';
import { expect, test, type ApiClient } from './fixtures';
import { shot } from './shots';
import { connectThroughConsent } from './simulatedConsent';

interface Row {
  id: string;
  name: string;
}

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const sourceRow = (page: Page, id: string) => page.locator(`tr[data-source-id="${id}"]`);
const controls = (page: Page) => page.getByRole('region', { name: 'Controls' });
const statusBadge = (page: Page) => controls(page).locator('[data-status]');

async function projectWithSource(api: ApiClient, provider: string) {
  const project = await api.post<Row>('/projects', { name: 'Source Project', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider });
  return { project, source, base: `projects/${project.id}/sources/${source.id}` };
}

test('add a source of any of the 12 types; rows show icon, label, name, badge and status', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Sources Project', settings: {} });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Connect your first source' })).toBeVisible();
  await shot(page, 'sources-empty');
  await page.getByRole('button', { name: 'Add source' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a source' });
  await expect(dialog.getByRole('button', { name: /^Add .* source$/ })).toHaveCount(12);
  await shot(page, 'sources-add');
  await dialog.getByRole('button', { name: 'Add Google Drive source' }).click();
  // The name is asked next, prefilled with the type.
  const naming = page.getByRole('dialog', { name: 'Name the Google Drive source' });
  await expect(naming.getByLabel('Source name')).toHaveValue('Google Drive');
  await naming.getByRole('button', { name: 'Create source' }).click();
  await expect(toast(page, 'Source is created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Adding opens the new source, which says what to do next.
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Next step' })).toContainText('Next step: connect the source');

  await page.goBack();
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveText('Google Drive');
  await expect(row).toContainText('Not connected');
  await expect(row).toContainText('Idle');
  await expect(row).toContainText('Never');
});

test('a failed create keeps the dialog open and says why', async ({ authedPage: page, api, platform }) => {
  const project = await api.post<Row>('/projects', { name: 'Sources Project', settings: {} });
  await platform.setFaults([{ method: 'POST', path: `/api/projects/${project.id}/sources`, kind: 'error-list' }]);
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Add source' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a source' });
  await dialog.getByRole('button', { name: 'Add Push API source' }).click();
  const naming = page.getByRole('dialog', { name: 'Name the Push API source' });
  await naming.getByRole('button', { name: 'Create source' }).click();
  await expect(toast(page, 'Failed creating source')).toContainText('FAULT_INJECTED');
  await expect(naming.getByRole('alert')).toContainText('Injected failure');
});

test('sources created and renamed elsewhere appear live; names follow the display rule', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Live Sources', settings: {} });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Connect your first source' })).toBeVisible();
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'github_issues' });
  // Created without a name, a source is named after its type.
  await expect(sourceRow(page, source.id).getByRole('link')).toHaveText('GitHub issues');
  await api.patch(`projects/${project.id}/sources/${source.id}`, { name: 'Q3/Q4 reports (final)' });
  await expect(sourceRow(page, source.id)).toContainText('Q3-Q4 reports -final-');
  await api.post(`projects/${project.id}/sources/${source.id}/connect`, { token: 'ghp_e2e_token_123' });
  await expect(sourceRow(page, source.id)).toContainText('Connected');
  await shot(page, 'sources-list');
});

test('the full OAuth round trip connects the source, and disconnect asks first', async ({ authedPage: page, api }) => {
  const { project, source } = await projectWithSource(api, 'google_drive');
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Not connected');
  await shot(page, 'source-overview-new');
  await page.getByRole('button', { name: 'Connect Google Drive' }).click();
  await expect(toast(page, "You will be redirected to the provider's login page.")).toBeVisible();
  await page.waitForURL(/\/oauth\/google\/authorize\?state=/);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(toast(page, 'Source is connected')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/sources/${source.id}$`));
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection).toContainText('Connected as');
  await expect(connection.getByText('Connected', { exact: true })).toBeVisible();

  await connection.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect this source?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Source is disconnected')).toBeVisible();
  await expect(connection).toContainText('Not connected');
  await expect(connection.getByRole('button', { name: 'Connect Google Drive' })).toBeVisible();
});

test('denying the provider login reports the failure and strips the query', async ({ authedPage: page, api }) => {
  const { project, source } = await projectWithSource(api, 'dropbox');
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByRole('button', { name: 'Connect Dropbox' }).click();
  await page.waitForURL(/\/oauth\/dropbox\/authorize/);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(toast(page, 'Failed creating source')).toContainText('access_denied');
  await expect(page).toHaveURL(new RegExp(`/sources/${source.id}$`));
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Not connected');
});

test('connect failures use the spec title', async ({ authedPage: page, api, platform }) => {
  const { project, source, base } = await projectWithSource(api, 'google_calendar');
  await platform.setFaults([
    { method: 'POST', path: `/api/${base}/connect`, kind: 'error-list', errorCode: 'PROVIDER_DOWN' },
  ]);
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(toast(page, 'Failed creating source')).toContainText('PROVIDER_DOWN');
  await expect(page).toHaveURL(new RegExp(`/sources/${source.id}$`));
});

test('GitHub connects with a token; the picker drills repositories into branches and sets the entrypoint', async ({
  authedPage: page,
  api,
}) => {
  const { project, source, base } = await projectWithSource(api, 'github_branch');
  // Without a name of its own (cleared), a source is called by its entrypoint.
  await api.patch(base, { name: '' });
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByLabel('GitHub access token').fill('ghp_e2e_token_123');
  await page.getByRole('button', { name: 'Connect with token' }).click();
  await expect(toast(page, 'Source is connected')).toBeVisible();

  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose what to index' });
  await expect(toast(page, 'Entrypoints are listed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Open acme/website' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'develop' })).toBeVisible();
  await shot(page, 'source-entrypoint-picker');
  await dialog.getByRole('button', { name: 'Select develop' }).click();
  await expect(toast(page, 'Entrypoint is set')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Entrypoint' })).toContainText('acme/website@develop');
  // The display name now comes from the entrypoint, through the display rule.
  await page.goto(`/projects/${project.id}`);
  await expect(sourceRow(page, source.id)).toContainText('acme-website-develop');
});

test('Discord guilds drill into channels (parent = guild) after the OAuth login', async ({ authedPage: page, api }) => {
  const { project, source } = await projectWithSource(api, 'discord');
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByRole('button', { name: 'Connect Discord' }).click();
  await page.waitForURL(/\/oauth\/discord\/authorize/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, 'Source is connected')).toBeVisible();
  // The linked account is shown as connected; indexing waits for the guild and channel.
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Connected as');
  await expect(page.getByRole('region', { name: 'Controls' })).toContainText('Choose an entrypoint first');

  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose what to index' });
  await dialog.getByRole('button', { name: 'Open Acme Engineering' }).click();
  await dialog.getByRole('button', { name: 'Select general' }).click();
  await expect(toast(page, 'Entrypoint is set')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connection' }).getByText('Connected', { exact: true })).toBeVisible();
});

test('entrypoint failures use the spec titles', async ({ authedPage: page, api, platform }) => {
  const { project, source, base } = await projectWithSource(api, 'github_issues');
  await api.post(`${base}/connect`, { token: 'ghp_e2e_token_123' });
  await platform.setFaults([
    { method: 'GET', path: `/api/${base}/list-entry-point-options`, kind: 'error-list', status: 400, times: 1 },
    { method: 'PATCH', path: `/api/${base}/set-entry-point`, kind: 'error-message', times: 1 },
  ]);
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await page.getByRole('button', { name: 'Choose entrypoint' }).click();
  await expect(toast(page, 'Failed creating source')).toContainText('FAULT_INJECTED');
  const dialog = page.getByRole('dialog', { name: 'Choose what to index' });
  await expect(dialog.getByRole('alert')).toContainText('FAULT_INJECTED');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await dialog.getByRole('button', { name: 'Select acme/handbook' }).click();
  await expect(toast(page, 'Failed setting entrypoint')).toContainText('Injected failure');
  await expect(dialog.getByRole('alert')).toContainText('Injected failure');
});

/**
 * Records every status the Controls badge shows from now on (and "progress" once a bar shows). Fast-speed runs take a few hundred
 * milliseconds, too short for polling to be sure of catching the intermediate statuses.
 */
async function recordStatuses(page: Page) {
  await controls(page).evaluate((region) => {
    const seen: string[] = [];
    let last: string | null = null;
    Object.assign(window, { seenStatuses: seen });
    const note = () => {
      const status = region.querySelector('[data-status]')?.getAttribute('data-status') ?? null;
      if (status && status !== last) seen.push(status);
      last = status;
      if (region.querySelector('progress') && !seen.includes('progress')) seen.push('progress');
    };
    new MutationObserver(note).observe(region, { subtree: true, childList: true, attributes: true });
    note();
  });
  return () => page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
}

test('indexing: init, update and rebuild show live statuses and progress', async ({ authedPage: page, api }) => {
  const { project, source, base } = await projectWithSource(api, 'github_issues');
  // The simulated provider, whose steps last long enough to watch; a token would read the GitHub stand-in.
  await connectThroughConsent(api, base);
  await api.patch(`${base}/set-entry-point/repository`, { owner: 'acme', repo: 'handbook' });
  await page.goto(`/projects/${project.id}/sources/${source.id}#controls`);
  await expect(statusBadge(page)).toHaveAttribute('data-status', 'IDLE');

  let statuses = await recordStatuses(page);
  await controls(page).getByRole('button', { name: 'Initialize' }).click();
  await expect(toast(page, 'Source indexing indexing started')).toBeVisible();
  await expect.poll(statuses).toEqual(['IDLE', 'INITIALIZING', 'progress', 'IDLE']);
  await expect(controls(page).getByTestId('documents-count')).not.toHaveText('0');

  statuses = await recordStatuses(page);
  await controls(page).getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Source update started')).toBeVisible();
  await expect.poll(statuses).toEqual(['IDLE', 'UPDATING', 'progress', 'IDLE']);

  statuses = await recordStatuses(page);
  await controls(page).getByRole('button', { name: 'Rebuild' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebuild the index?' });
  await expect(dialog.getByTestId('rebuild-count')).toHaveText(/^This source has \d+ documents/);
  await expect(dialog).toContainText('All of them are deleted, then everything is indexed again.');
  await dialog.getByRole('button', { name: 'Rebuild' }).click();
  await expect(toast(page, 'Source rebuild started')).toBeVisible();
  await expect.poll(statuses).toEqual(['IDLE', 'DELETING', 'INITIALIZING', 'progress', 'IDLE']);
  await shot(page, 'source-overview-indexed');
});

test('an indexing failure toasts "Failed creating source"', async ({ authedPage: page, api, platform }) => {
  const { project, source, base } = await projectWithSource(api, 'push_api');
  await api.patch(`${base}/set-entry-point/push`, { name: 'ingest' });
  await platform.setFaults([
    { method: 'POST', path: `/api/${base}/indexing/init`, kind: 'error-message', error: 'Busy' },
  ]);
  await page.goto(`/projects/${project.id}/sources/${source.id}`);
  await controls(page).getByRole('button', { name: 'Initialize' }).click();
  await expect(toast(page, 'Failed creating source')).toContainText('Busy');
  await expect(statusBadge(page)).toHaveAttribute('data-status', 'IDLE');
});

test('source settings: rename by the display rule, live headings, and delete', async ({
  authedPage: page,
  api,
  db,
}) => {
  const { project, source, base } = await projectWithSource(api, 'google_drive');
  await page.goto(`/projects/${project.id}/sources/${source.id}/settings`);
  await expect(heading(page, 'Google Drive')).toBeVisible();
  await page.getByLabel('Source name').fill('Team drive: 2024!');
  await expect(page.getByText('Shown as "Team drive- 2024-"')).toBeVisible();
  await shot(page, 'source-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Source is updated')).toBeVisible();
  await expect(heading(page, 'Team drive- 2024-')).toBeVisible();
  expect((await db.from('sources').select('name').eq('id', source.id).single()).data?.name).toBe('Team drive- 2024-');

  // A rename from another tab reaches the heading and the breadcrumbs without a reload.
  await api.patch(base, { name: 'Renamed elsewhere' });
  await expect(heading(page, 'Renamed elsewhere')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Renamed elsewhere');

  await page.getByRole('button', { name: 'Delete source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this source?' });
  await dialog.getByRole('button', { name: 'Delete source' }).click();
  await expect(toast(page, 'Source is deleted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByRole('heading', { name: 'Connect your first source' })).toBeVisible();
});

test('failed rename and delete keep what the user typed and chose', async ({ authedPage: page, api, platform }) => {
  const { project, source, base } = await projectWithSource(api, 'notion');
  await platform.setFaults([
    { method: 'PATCH', path: `/api/${base}`, kind: 'error-list', errorCode: ['INVALID_NAME', 'Too fancy'] },
    { method: 'DELETE', path: `/api/${base}`, kind: 'error-message', error: 'Source is busy' },
  ]);
  await page.goto(`/projects/${project.id}/sources/${source.id}/settings`);
  await page.getByLabel('Source name').fill('Wiki');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed updating source')).toContainText('INVALID_NAME');
  await expect(page.getByLabel('Source name')).toHaveValue('Wiki');
  await expect(page.getByRole('region', { name: 'General' }).getByRole('alert')).toContainText('Too fancy');

  await page.getByRole('button', { name: 'Delete source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this source?' });
  await dialog.getByRole('button', { name: 'Delete source' }).click();
  await expect(toast(page, 'Failed deleting source')).toContainText('Source is busy');
  await expect(dialog.getByRole('alert')).toContainText('Source is busy');
  await expect(page).toHaveURL(/\/settings$/);
});

test('enhancements and field labels are kept in custom', async ({ authedPage: page, api, db }) => {
  const { project, source } = await projectWithSource(api, 'slack');
  await page.goto(`/projects/${project.id}/sources/${source.id}/settings/enhancements`);
  await page.getByRole('switch', { name: 'Summaries' }).click({ force: true });
  await page.getByLabel('Label for "content"').fill('Message');
  await shot(page, 'source-enhancements');
  await page.getByRole('button', { name: 'Save enhancements' }).click();
  await expect(toast(page, 'Source is updated')).toBeVisible();
  await expect
    .poll(async () => (await db.from('sources').select('custom').eq('id', source.id).single()).data?.custom)
    .toMatchObject({
      enhancements: { summaries: true, entities: false },
      fieldLabels: { content: 'Message', title: 'Title' },
    });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Summaries' })).toBeChecked();
  await expect(page.getByLabel('Label for "content"')).toHaveValue('Message');
});
