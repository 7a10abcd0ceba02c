import { expect, type Page } from '@playwright/test';
import { paths } from '../../../src/shared/routing/paths';
import { spinning, type FaultCase } from './faultCase';
import { expectOnlyToast, failureToast, successToast } from './toastChecks';

const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create a project' });
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete this project?' });
const settingsSave = (page: Page) => page.getByRole('button', { name: 'Save changes' });
const restorePaused = (page: Page) => page.getByRole('button', { name: 'Restore Project' });

export const createProject: FaultCase = {
  call: 'createProject',
  failure: 'Failed creating project',
  rule: () => ({ method: 'POST', path: 're:^/api/projects$' }),
  async prepare(page) {
    await page.goto(paths.projects());
    await page.getByRole('button', { name: 'New project' }).click();
    await createDialog(page).getByLabel('Project name').fill('Faulty project');
    await createDialog(page).getByLabel('Description').fill('Typed before the failure');
  },
  submit: (page) => createDialog(page).getByRole('button', { name: 'Create project' }).click(),
  pending: (page) => spinning(createDialog(page).getByRole('button', { name: 'Create project' })),
  control: (page) => createDialog(page).getByRole('button', { name: 'Create project' }),
  async kept(page) {
    await expect(createDialog(page).getByLabel('Project name')).toHaveValue('Faulty project');
    await expect(createDialog(page).getByLabel('Description')).toHaveValue('Typed before the failure');
  },
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Project is created'));
    await expect(createDialog(page)).toHaveCount(0);
    // A created project opens at once.
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Faulty project' })).toBeVisible();
  },
};

export const updateProject: FaultCase = {
  call: 'updateProject',
  failure: 'Failed updating project',
  rule: ({ projectId }) => ({ method: 'PATCH', path: `re:^/api/projects/${projectId}$` }),
  arrange: async ({ api }) => ({
    projectId: (await api.post<{ id: string }>('/projects', { name: 'Before', settings: {} })).id,
  }),
  async prepare(page, { projectId }) {
    await page.goto(paths.projectSettings(projectId));
    await page.getByLabel('Project name').fill('Renamed under fault');
  },
  submit: (page) => settingsSave(page).click(),
  pending: (page) => spinning(settingsSave(page)),
  control: settingsSave,
  kept: (page) => expect(page.getByLabel('Project name')).toHaveValue('Renamed under fault'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Project is updated'));
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed under fault' })).toBeVisible();
  },
};

export const deleteProject: FaultCase = {
  call: 'deleteProject',
  failure: 'Failed deleting project',
  rule: ({ projectId }) => ({ method: 'DELETE', path: `re:^/api/projects/${projectId}$` }),
  arrange: async ({ api }) => ({
    projectId: (await api.post<{ id: string }>('/projects', { name: 'Doomed', settings: {} })).id,
  }),
  async prepare(page, { projectId }) {
    await page.goto(paths.projectSettings(projectId));
    await page.getByRole('button', { name: 'Delete project' }).click();
    await deleteDialog(page).getByRole('textbox').fill('Doomed');
  },
  submit: (page) => deleteDialog(page).getByRole('button', { name: 'Delete project' }).click(),
  pending: (page) => spinning(deleteDialog(page).getByRole('button', { name: 'Delete project' })),
  control: (page) => deleteDialog(page).getByRole('button', { name: 'Delete project' }),
  kept: (page) => expect(deleteDialog(page).getByRole('textbox')).toHaveValue('Doomed'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Project is deleted'));
    await expect(page).toHaveURL(new RegExp(`${paths.projects()}$`));
  },
};

export const restoreDeletedProject: FaultCase = {
  call: 'restoreDeletedProject',
  failure: 'Failed to restore project',
  rule: ({ projectId }) => ({ method: 'POST', path: `/api/projects/${projectId}/restore` }),
  async arrange({ api }) {
    const { id } = await api.post<{ id: string }>('/projects', { name: 'Deleted one', settings: {} });
    await api.delete(`/projects/${id}`);
    return { projectId: id };
  },
  prepare: (page) => page.goto(paths.projects()).then(() => undefined),
  submit: (page) => page.getByRole('button', { name: 'Restore Deleted one' }).click(),
  pending: (page) => spinning(page.getByRole('button', { name: 'Restore Deleted one' })),
  control: (page) => page.getByRole('button', { name: 'Restore Deleted one' }),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Project is being restored'));
    await expect(page.getByRole('link', { name: 'Open project Deleted one' })).toBeVisible();
  },
};

/** The spec's backend action projects.restore: the restore_project RPC, outside the base query. */
export const restorePausedProject: FaultCase = {
  call: 'restorePausedProject',
  failure: 'Failed to restore project',
  rule: () => ({ method: 'POST', path: '/rest/v1/rpc/restore_project' }),
  async arrange({ api, service }) {
    const { id } = await api.post<{ id: string }>('/projects', { name: 'Sleepy', settings: {} });
    // The platform pauses inactive projects; here its service access does it at once.
    await service((tx) => tx.query("update public.projects set state = 'paused' where id = $1", [id]));
    return { projectId: id };
  },
  prepare: (page, { projectId }) => page.goto(paths.project(projectId)).then(() => undefined),
  submit: (page) => restorePaused(page).click(),
  pending: (page) => spinning(restorePaused(page)),
  control: restorePaused,
  async succeeded(page) {
    await expect(page.getByRole('heading', { name: 'Project Paused' })).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Add source' }).first()).toBeVisible();
  },
  // This action's failures are all titled "Failed to restore project"; the texts follow the
  // base query's rules, and a network failure reads as a sentence.
  toast: (kind) =>
    kind === 'drop'
      ? { title: 'Failed to restore project', text: 'Could not reach the server. Check your connection and try again.' }
      : failureToast(kind, 'Failed to restore project'),
};
