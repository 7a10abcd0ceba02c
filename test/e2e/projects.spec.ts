import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';

interface ProjectRow {
  id: string;
  name: string;
  state: string;
  settings: { description?: string; region?: string; features?: Record<string, boolean> };
}

const toast = (page: Page, title: string) => page.locator('.dashboard-toast').filter({ hasText: title });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('create a project with a suggested, editable name, then open it', async ({ authedPage: page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Create your first project' })).toBeVisible();
  await shot(page, 'projects-empty');

  await page.getByRole('button', { name: 'Create project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  const name = dialog.getByLabel('Project name');
  await expect(name).toHaveValue(/^[a-z]+-[a-z]+-\d{1,3}$/);
  const suggested = await name.inputValue();
  await dialog.getByRole('button', { name: 'Suggest another name' }).click();
  await expect(name).not.toHaveValue(suggested);
  await shot(page, 'projects-create');
  await name.fill('Quarterly Reports');
  await dialog.getByLabel('Description').fill('Finance documents');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  await expect(toast(page, 'Project is created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Creating opens the new project, at its first step.
  await expect(heading(page, 'Quarterly Reports')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Connect your first source' })).toBeVisible();
  const created = page.url();

  await page.goto('/projects');
  const card = page.getByRole('link', { name: 'Open project Quarterly Reports' });
  await expect(card).toContainText('Finance documents');
  await shot(page, 'projects-list');
  await card.click();
  await expect(page).toHaveURL(created);
});

test('a failed create keeps what was typed and says what went wrong', async ({ authedPage: page, platform }) => {
  await platform.setFaults([{ method: 'POST', path: '/api/projects', kind: 'error-list', status: 500 }]);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await dialog.getByLabel('Project name').fill('Keep me');
  await dialog.getByLabel('Description').fill('Typed text');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  await expect(toast(page, 'Failed creating project')).toContainText('FAULT_INJECTED');
  await expect(dialog.getByRole('alert')).toContainText('Injected failure');
  await expect(dialog.getByLabel('Project name')).toHaveValue('Keep me');
  await expect(dialog.getByLabel('Description')).toHaveValue('Typed text');
});

test('projects created, renamed and deleted elsewhere appear live', async ({ authedPage: page, api }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Create your first project' })).toBeVisible();
  const project = await api.post<ProjectRow>('/projects', { name: 'From another tab', settings: {} });
  await expect(page.getByRole('link', { name: 'Open project From another tab' })).toBeVisible();
  await api.patch(`/projects/${project.id}`, { name: 'Renamed elsewhere' });
  await expect(page.getByRole('link', { name: 'Open project Renamed elsewhere' })).toBeVisible();
  await api.delete(`/projects/${project.id}`);
  await expect(page.getByRole('link', { name: /Open project/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recently deleted' })).toContainText('Renamed elsewhere');
});

test('a deleted project is restored from "Recently deleted"', async ({ authedPage: page, api, db }) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Bring me back', settings: {} });
  await api.delete(`/projects/${project.id}`);
  await page.goto('/projects');
  const deleted = page.getByRole('region', { name: 'Recently deleted' });
  await expect(deleted).toContainText('Bring me back');
  await shot(page, 'projects-recently-deleted');
  await deleted.getByRole('button', { name: 'Restore Bring me back' }).click();
  await expect(toast(page, 'Project is being restored')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open project Bring me back' })).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await expect
    .poll(async () => (await db.from('projects').select('state').eq('id', project.id).single()).data?.state)
    .toBe('active');
});

test('restoring a deleted project can fail with the spec title', async ({ authedPage: page, api, platform }) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Stays deleted', settings: {} });
  await api.delete(`/projects/${project.id}`);
  await platform.setFaults([{ method: 'POST', path: `/api/projects/${project.id}/restore`, kind: 'error-message' }]);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Restore Stays deleted' }).click();
  await expect(toast(page, 'Failed to restore project')).toContainText('Injected failure');
  await expect(page.getByRole('region', { name: 'Recently deleted' })).toContainText('Stays deleted');
});

test('general settings: rename and edit settings; a rename elsewhere shows up live everywhere', async ({
  authedPage: page,
  api,
  db,
}) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Settings Project', settings: {} });
  await page.goto(`/projects/${project.id}/settings`);
  await expect(heading(page, 'Settings Project')).toBeVisible();
  await page.getByLabel('Project name').fill('Renamed Project');
  await page.getByLabel('Description').fill('Now with a description');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'US East (N. Virginia)' }).click();
  await shot(page, 'project-settings');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Project is updated')).toBeVisible();
  await expect(heading(page, 'Renamed Project')).toBeVisible();
  const { data } = await db.from('projects').select('*').eq('id', project.id).single();
  expect(data).toMatchObject({
    name: 'Renamed Project',
    settings: { description: 'Now with a description', region: 'us-east' },
  });

  // Another tab renames it: heading, breadcrumb and the untouched form follow without a reload.
  await api.patch(`/projects/${project.id}`, { name: 'Renamed In Another Tab' });
  await expect(heading(page, 'Renamed In Another Tab')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Renamed In Another Tab');
  await expect(page.getByLabel('Project name')).toHaveValue('Renamed In Another Tab');
});

test('a failed update keeps the edited values and shows the server message', async ({
  authedPage: page,
  api,
  platform,
}) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Unchanged', settings: {} });
  await platform.setFaults([
    { method: 'PATCH', path: `/api/projects/${project.id}`, kind: 'error-message', error: 'Name is taken' },
  ]);
  await page.goto(`/projects/${project.id}/settings`);
  await page.getByLabel('Project name').fill('Wanted name');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Failed updating project')).toContainText('Name is taken');
  await expect(page.locator('form').getByRole('alert')).toContainText('Name is taken');
  await expect(page.getByLabel('Project name')).toHaveValue('Wanted name');
  await expect(heading(page, 'Unchanged')).toBeVisible();
});

test('delete asks for the project name, then goes back to /projects', async ({ authedPage: page, api, platform }) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Doomed Project', settings: {} });
  await page.goto(`/projects/${project.id}/settings`);
  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  const confirm = dialog.getByRole('button', { name: 'Delete project' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('Doomed');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('  Doomed Project ');
  await shot(page, 'project-delete');

  // A failure keeps the dialog and what was typed.
  await platform.setFaults([{ method: 'DELETE', path: `/api/projects/${project.id}`, kind: 'error-list', times: 1 }]);
  await confirm.click();
  await expect(toast(page, 'Failed deleting project')).toContainText('FAULT_INJECTED');
  await expect(dialog.getByLabel(/to confirm/)).toHaveValue('  Doomed Project ');

  await confirm.click();
  await expect(toast(page, 'Project is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('region', { name: 'Recently deleted' })).toContainText('Doomed Project');
});

test('feature toggles are saved in settings.features', async ({ authedPage: page, api, db, platform }) => {
  const project = await api.post<ProjectRow>('/projects', { name: 'Feature Project', settings: {} });
  await page.goto(`/projects/${project.id}/settings/features`);
  const semantic = page.getByRole('switch', { name: 'Semantic search' });
  await expect(semantic).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'GraphQL introspection' })).toBeChecked();
  await shot(page, 'project-features');
  await semantic.click({ force: true });
  await expect(toast(page, 'Project is updated')).toBeVisible();
  await expect(semantic).toBeChecked();
  await expect
    .poll(
      async () => (await db.from('projects').select('settings').eq('id', project.id).single()).data?.settings.features,
    )
    .toMatchObject({ semanticSearch: true, graphqlIntrospection: true, webhookDelivery: true });

  await platform.setFaults([{ method: 'PATCH', path: `/api/projects/${project.id}`, kind: 'error-list' }]);
  const webhooks = page.getByRole('switch', { name: 'Webhook delivery' });
  // Semantic search's status now sits above it: bring it out from under the bottom corner's toast.
  await webhooks.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await webhooks.click({ force: true });
  await expect(toast(page, 'Failed updating project')).toBeVisible();
  await expect(webhooks).toBeChecked();
});

test('an unknown project shows a not-found panel', async ({ authedPage: page }) => {
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('an unknown project’s documents page says only "not found": its page, mounted early, reads nothing', async ({
  authedPage: page,
}) => {
  const documents = page.waitForRequest(/\/api\/projects\/[^/]+\/documents/, { timeout: 3_000 }).catch(() => null);
  await page.goto('/projects/00000000-0000-4000-8000-000000000000/documents');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  expect(await documents).toBeNull();
  await expect(page.locator('.dashboard-toast')).toHaveCount(0);
});
