import { expect, type Page } from '@playwright/test';
import { SOURCE_CALL_FAILURE } from '../../../src/features/sources/sourceCallFailure';
import { paths } from '../../../src/shared/routing/paths';
import type { ApiClient } from '../fixtures';
import { spinning, type FaultCase, type Ids } from './faultCase';
import { expectOnlyToast, successToast } from './toastChecks';

async function projectWithSource(api: ApiClient, provider: string): Promise<Ids> {
  const project = await api.post<{ id: string }>('/projects', { name: 'Fault sources', settings: {} });
  const source = await api.post<{ id: string }>(`projects/${project.id}/sources`, { provider });
  return { projectId: project.id, sourceId: source.id, base: `/api/projects/${project.id}/sources/${source.id}` };
}

const connectedGithub = async (api: ApiClient) => {
  const ids = await projectWithSource(api, 'github_branch');
  await api.post(`${ids.base.slice('/api/'.length)}/connect`, { token: 'ghp_fault_matrix_token' });
  return ids;
};

const namedPushSource = async (api: ApiClient) => {
  const ids = await projectWithSource(api, 'push_api');
  await api.patch(`${ids.base.slice('/api/'.length)}/set-entry-point/push`, { name: 'fault-docs' });
  return ids;
};

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const openOverview = (page: Page, { projectId, sourceId }: Ids) =>
  page.goto(paths.source(projectId, sourceId)).then(() => undefined);
const openSettings = (page: Page, { projectId, sourceId }: Ids) =>
  page.goto(paths.sourceSettings(projectId, sourceId)).then(() => undefined);

/** A button that starts the call directly on the page (no form). */
function pageButton(name: string): Pick<FaultCase, 'submit' | 'pending' | 'control'> {
  return {
    submit: (page) => button(page, name).click(),
    pending: (page) => spinning(button(page, name)),
    control: (page) => button(page, name),
  };
}

/** A confirmation dialog's button; the dialog stays open on failure. */
function confirmButton(title: string, name: string): Pick<FaultCase, 'submit' | 'pending' | 'control' | 'kept'> {
  return {
    submit: (page) => dialog(page, title).getByRole('button', { name, exact: true }).click(),
    pending: (page) => spinning(dialog(page, title).getByRole('button', { name, exact: true })),
    control: (page) => dialog(page, title).getByRole('button', { name, exact: true }),
    kept: (page) => expect(dialog(page, title)).toBeVisible(),
  };
}

export const createSource: FaultCase = {
  call: 'createSource',
  failure: SOURCE_CALL_FAILURE,
  rule: ({ projectId }) => ({ method: 'POST', path: `re:^/api/projects/${projectId}/sources$` }),
  arrange: async ({ api }) => ({
    projectId: (await api.post<{ id: string }>('/projects', { name: 'Empty', settings: {} })).id,
  }),
  async prepare(page, { projectId }) {
    await page.goto(paths.project(projectId));
    await page.getByRole('button', { name: 'Add source' }).first().click();
    await dialog(page, 'Add a source').getByRole('button', { name: 'Add Push API source' }).click();
  },
  submit: (page) => dialog(page, 'Name the Push API source').getByRole('button', { name: 'Create source' }).click(),
  pending: (page) => spinning(dialog(page, 'Name the Push API source').getByRole('button', { name: 'Create source' })),
  control: (page) => dialog(page, 'Name the Push API source').getByRole('button', { name: 'Create source' }),
  kept: (page) => expect(dialog(page, 'Name the Push API source')).toBeVisible(),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Source is created'));
    // A created push source opens at its overview, ready: its next step is the first push.
    await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'Next step' })).toContainText('Next step: push documents');
  },
};

export const updateSource: FaultCase = {
  call: 'updateSource',
  failure: 'Failed updating source',
  rule: ({ base }) => ({ method: 'PATCH', path: `re:^${base}$` }),
  arrange: ({ api }) => projectWithSource(api, 'push_api'),
  async prepare(page, ids) {
    await openSettings(page, ids);
    await page.getByLabel('Source name').fill('Renamed source');
  },
  ...pageButton('Save'),
  kept: (page) => expect(page.getByLabel('Source name')).toHaveValue('Renamed source'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Source is updated'));
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed source' })).toBeVisible();
  },
};

export const deleteSource: FaultCase = {
  call: 'deleteSource',
  failure: 'Failed deleting source',
  rule: ({ base }) => ({ method: 'DELETE', path: `re:^${base}$` }),
  arrange: ({ api }) => projectWithSource(api, 'push_api'),
  async prepare(page, ids) {
    await openSettings(page, ids);
    await button(page, 'Delete source').click();
  },
  ...confirmButton('Delete this source?', 'Delete source'),
  async succeeded(page, { projectId }) {
    await expectOnlyToast(page, successToast('Source is deleted'));
    await expect(page).toHaveURL(new RegExp(`${paths.project(projectId)}$`));
  },
};

export const listEntrypointOptions: FaultCase = {
  call: 'listEntrypointOptions',
  failure: SOURCE_CALL_FAILURE,
  rule: ({ base }) => ({ method: 'GET', path: `${base}/list-entry-point-options/` }),
  arrange: ({ api }) => connectedGithub(api),
  prepare: openOverview,
  submit: (page, _ids, again) =>
    again
      ? dialog(page, 'Choose what to index').getByRole('button', { name: 'Try again' }).click()
      : button(page, 'Choose entrypoint').click(),
  pending: (page) => dialog(page, 'Choose what to index').getByLabel('Loading options'),
  control: (page) => dialog(page, 'Choose what to index').getByRole('button', { name: 'Try again' }),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Entrypoints are listed'));
    await expect(dialog(page, 'Choose what to index').getByRole('button', { name: 'Open acme/website' })).toBeVisible();
  },
};

export const setEntrypoint: FaultCase = {
  call: 'setEntrypoint',
  failure: 'Failed setting entrypoint',
  rule: ({ base }) => ({ method: 'PATCH', path: `${base}/set-entry-point/` }),
  arrange: ({ api }) => projectWithSource(api, 'push_api'),
  async prepare(page, ids) {
    await openOverview(page, ids);
    await page.getByLabel('Entrypoint name').fill('docs-under-fault');
  },
  ...pageButton('Set entrypoint'),
  kept: (page) => expect(page.getByLabel('Entrypoint name')).toHaveValue('docs-under-fault'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Entrypoint is set'));
    // A new source is named after its type and keeps that name; the entrypoint is what was typed.
    await expect(page.getByLabel('Entrypoint name')).toHaveValue('docs-under-fault');
    await expect(page.getByRole('heading', { level: 1, name: 'Push API' })).toBeVisible();
  },
};

export const connectSource: FaultCase = {
  call: 'connectSource',
  failure: SOURCE_CALL_FAILURE,
  rule: ({ base }) => ({ method: 'POST', path: `${base}/connect` }),
  arrange: ({ api }) => projectWithSource(api, 'github_issues'),
  async prepare(page, ids) {
    await openOverview(page, ids);
    await page.getByLabel('GitHub access token').fill('ghp_typed_before_fault');
  },
  ...pageButton('Connect with token'),
  kept: (page) => expect(page.getByLabel('GitHub access token')).toHaveValue('ghp_typed_before_fault'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Source is connected'));
    await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Connected as');
  },
};

export const disconnectSource: FaultCase = {
  call: 'disconnectSource',
  failure: SOURCE_CALL_FAILURE,
  rule: ({ base }) => ({ method: 'POST', path: `${base}/disconnect` }),
  arrange: ({ api }) => connectedGithub(api),
  async prepare(page, ids) {
    await openOverview(page, ids);
    await page.getByRole('region', { name: 'Connection' }).getByRole('button', { name: 'Disconnect' }).click();
  },
  ...confirmButton('Disconnect this source?', 'Disconnect'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Source is disconnected'));
    await expect(page.getByRole('region', { name: 'Connection' })).toContainText('Not connected');
  },
};

function indexingCase(call: string, action: string, label: string, success: string): FaultCase {
  return {
    call,
    failure: SOURCE_CALL_FAILURE,
    rule: ({ base }) => ({ method: 'POST', path: `${base}/indexing/${action}` }),
    arrange: ({ api }) => namedPushSource(api),
    prepare: openOverview,
    ...pageButton(label),
    succeeded: (page) => expectOnlyToast(page, successToast(success)),
  };
}

export const initIndexing = indexingCase('initIndexing', 'init', 'Initialize', 'Source indexing indexing started');
export const updateIndexing = indexingCase('updateIndexing', 'update', 'Update', 'Source update started');

export const rebuildIndexing: FaultCase = {
  ...indexingCase('rebuildIndexing', 'rebuild', 'Rebuild', 'Source rebuild started'),
  async prepare(page, ids) {
    await openOverview(page, ids);
    await button(page, 'Rebuild').click();
  },
  ...confirmButton('Rebuild the index?', 'Rebuild'),
};
