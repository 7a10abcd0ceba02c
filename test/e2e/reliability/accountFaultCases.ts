import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../../src/shared/routing/paths';
import type { ApiClient } from '../fixtures';
import { spinning, type FaultCase } from './faultCase';
import { expectOnlyToast, successToast } from './toastChecks';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const dialogButton = (page: Page, title: string, name: string) =>
  dialog(page, title).getByRole('button', { name, exact: true });
const newProject = async (api: ApiClient) => ({
  projectId: (await api.post<{ id: string }>('/projects', { name: 'Fault keys', settings: {} })).id,
});

/** A dialog whose submit button starts the call; it stays open on failure. */
function inDialog(title: string, name: string): Pick<FaultCase, 'submit' | 'pending' | 'control'> {
  return {
    submit: (page) => dialogButton(page, title, name).click(),
    pending: (page) => spinning(dialogButton(page, title, name)),
    control: (page) => dialogButton(page, title, name),
  };
}

/** Closes the shown-once secret dialog that follows a successful create. */
async function closeSecret(page: Page, title: string) {
  await dialog(page, title).getByRole('button', { name: 'Done' }).click();
  await expect(dialog(page, title)).toHaveCount(0);
}

type Find = (page: Page) => Locator;

/**
 * A GET that loads with its page: the first attempt opens the page, later ones press the "Try again"
 * of `section`; `pending` is what shows while it loads.
 */
function pageQuery(
  route: string,
  section: Find,
  pending: Find,
): Pick<FaultCase, 'prepare' | 'submit' | 'pending' | 'control'> {
  return {
    prepare: async () => undefined,
    submit: async (page, _ids, again) => {
      if (again) await section(page).getByRole('button', { name: 'Try again' }).click();
      else await page.goto(route);
    },
    pending,
    control: (page) => section(page).getByRole('button', { name: 'Try again' }),
  };
}

export const generateApiKey: FaultCase = {
  call: 'generateApiKey',
  failure: 'Failed generating new API key',
  rule: ({ projectId }) => ({ method: 'POST', path: `/api/projects/${projectId}/api-keys` }),
  arrange: ({ api }) => newProject(api),
  async prepare(page, { projectId }) {
    await page.goto(paths.projectDeveloper(projectId));
    await page.getByRole('button', { name: 'Generate API key' }).click();
    await dialog(page, 'Generate API key').getByLabel('Name').fill('typed-key-name');
  },
  ...inDialog('Generate API key', 'Generate'),
  kept: (page) => expect(dialog(page, 'Generate API key').getByLabel('Name')).toHaveValue('typed-key-name'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('New API key is generated'));
    await closeSecret(page, 'New API key');
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('typed-key-name');
  },
};

export const deleteApiKey: FaultCase = {
  call: 'deleteApiKey',
  failure: 'Failed deleting API key',
  rule: ({ projectId }) => ({ method: 'DELETE', path: `/api/projects/${projectId}/api-keys` }),
  async arrange({ api }) {
    const ids = await newProject(api);
    await api.post(`/projects/${ids.projectId}/api-keys`, { name: 'old-key' });
    return ids;
  },
  async prepare(page, { projectId }) {
    await page.goto(paths.projectDeveloper(projectId));
    await page.getByRole('button', { name: 'Delete API key old-key' }).click();
  },
  ...inDialog('Delete API key', 'Delete'),
  kept: (page) => expect(dialog(page, 'Delete API key')).toBeVisible(),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('API key is deleted'));
    await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible();
  },
};

export const createWebhook: FaultCase = {
  call: 'createWebhook',
  failure: 'Failed creating new webhook',
  rule: ({ projectId }) => ({ method: 'POST', path: `/api/projects/${projectId}/webhooks` }),
  arrange: ({ api }) => newProject(api),
  async prepare(page, { projectId }) {
    await page.goto(paths.projectDeveloper(projectId));
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const form = dialog(page, 'Create webhook');
    await form.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/fault');
    await form.getByLabel('indexing.failed').check();
    await form.getByLabel('Description').fill('Typed before the failure');
  },
  ...inDialog('Create webhook', 'Create webhook'),
  async kept(page) {
    const form = dialog(page, 'Create webhook');
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('http://127.0.0.1:9/fault');
    await expect(form.getByLabel('indexing.failed')).toBeChecked();
    await expect(form.getByLabel('Description')).toHaveValue('Typed before the failure');
  },
  async succeeded(page) {
    await expectOnlyToast(page, successToast('New webhook is created'));
    await closeSecret(page, 'Webhook signing secret');
    await expect(page.getByRole('table', { name: 'Webhooks' })).toContainText('Typed before the failure');
  },
};

export const deleteWebhook: FaultCase = {
  call: 'deleteWebhook',
  failure: 'Failed deleting webhook',
  rule: ({ projectId }) => ({ method: 'DELETE', path: `/api/projects/${projectId}/webhooks/` }),
  async arrange({ api }) {
    const ids = await newProject(api);
    await api.post(`/projects/${ids.projectId}/webhooks`, {
      url: 'http://127.0.0.1:9/old-hook',
      events: ['source.created'],
    });
    return ids;
  },
  async prepare(page, { projectId }) {
    await page.goto(paths.projectDeveloper(projectId));
    await page.getByRole('button', { name: 'Delete webhook http://127.0.0.1:9/old-hook' }).click();
  },
  ...inDialog('Delete webhook', 'Delete'),
  kept: (page) => expect(dialog(page, 'Delete webhook')).toBeVisible(),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Webhook is deleted'));
    await expect(page.getByText('No webhooks yet.', { exact: false })).toBeVisible();
  },
};

export const createAdminKey: FaultCase = {
  call: 'createAdminKey',
  failure: 'Failed creating admin key',
  rule: () => ({ method: 'POST', path: '/api/user/admin-api-keys' }),
  async prepare(page) {
    await page.goto(paths.settingsAdminKeys());
    await page.getByRole('button', { name: 'Create admin key' }).click();
    await dialog(page, 'Create admin key').getByLabel('Name').fill('typed-admin-key');
  },
  ...inDialog('Create admin key', 'Create'),
  kept: (page) => expect(dialog(page, 'Create admin key').getByLabel('Name')).toHaveValue('typed-admin-key'),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Admin key is created'));
    await closeSecret(page, 'New admin key');
    await expect(page.getByRole('table', { name: 'Admin keys' })).toContainText('typed-admin-key');
  },
};

export const revokeAdminKey: FaultCase = {
  call: 'revokeAdminKey',
  failure: 'Failed revoking admin key',
  rule: () => ({ method: 'DELETE', path: '/api/user/admin-api-keys' }),
  async arrange({ api }) {
    await api.post('/user/admin-api-keys', { name: 'old-admin-key' });
    return {};
  },
  async prepare(page) {
    await page.goto(paths.settingsAdminKeys());
    await page.getByRole('button', { name: 'Revoke admin key old-admin-key' }).click();
  },
  ...inDialog('Revoke admin key', 'Revoke'),
  kept: (page) => expect(dialog(page, 'Revoke admin key')).toBeVisible(),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Admin key is revoked'));
    await expect(page.getByText('No admin keys yet.')).toBeVisible();
  },
};

const plansAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Failed fetching subscription plans' });

export const getSubscriptionPlans: FaultCase = {
  call: 'getSubscriptionPlans',
  failure: 'Failed fetching subscription plans',
  rule: () => ({ method: 'GET', path: '/api/subscription-plans' }),
  ...pageQuery(paths.settingsSubscription(), plansAlert, (page) => page.locator('.mantine-Skeleton-root').first()),
  async succeeded(page) {
    await expect(page.getByRole('article', { name: /plan$/ })).toHaveCount(3);
    await expect(plansAlert(page)).toHaveCount(0);
  },
};

export const getCurrentPlan: FaultCase = {
  call: 'getCurrentPlan',
  failure: 'Failed fetching subscription plan',
  rule: () => ({ method: 'GET', path: '/api/subscriptions/plan' }),
  // Until the current plan is known, the plan cards offer a disabled "Choose …" instead of a change.
  ...pageQuery(
    paths.settingsSubscription(),
    (page) => page.getByRole('alert').filter({ hasText: /^Failed fetching subscription plan(?!s)/ }),
    (page) => page.getByRole('button', { name: 'Choose Free' }),
  ),
  succeeded: (page) => expect(page.getByText('You are on the')).toBeVisible(),
};

export const updateSubscription: FaultCase = {
  call: 'updateSubscription',
  failure: 'Failed updating subscription',
  rule: () => ({ method: 'PUT', path: '/api/subscriptions' }),
  async prepare(page) {
    await page.goto(paths.settingsSubscription());
    // Test users start on Team (fixtures.ts), so the change to Pro is a downgrade.
    await page.getByRole('button', { name: /^(Upgrade|Downgrade) to Pro$/ }).click();
  },
  ...inDialog('Change plan', 'Change plan'),
  kept: (page) => expect(dialog(page, 'Change plan')).toBeVisible(),
  async succeeded(page) {
    await expectOnlyToast(page, successToast('Subscription updated'));
    await expect(page.getByRole('article', { name: 'Pro plan' })).toContainText('Current plan');
  },
};

const invoicesRegion = (page: Page) => page.getByRole('region', { name: 'Invoices' });
const upcomingRegion = (page: Page) => page.getByRole('region', { name: 'Upcoming invoice' });

export const getInvoices: FaultCase = {
  call: 'getInvoices',
  failure: 'Failed fetching invoices',
  rule: () => ({ method: 'GET', path: 're:^/api/stripe/invoices$' }),
  ...pageQuery(paths.settingsBilling(), invoicesRegion, (page) => invoicesRegion(page).getByLabel('Loading invoices')),
  // Billing starts with the account: a test user on a paid plan has its first invoice.
  succeeded: (page) => expect(page.getByText(/^Showing \d+ invoices?$/)).toBeVisible(),
};

export const getUpcomingInvoice: FaultCase = {
  call: 'getUpcomingInvoice',
  failure: 'Failed fetching upcoming invoice',
  rule: () => ({ method: 'GET', path: '/api/stripe/invoices/upcoming' }),
  ...pageQuery(paths.settingsBilling(), upcomingRegion, (page) =>
    upcomingRegion(page).locator('.mantine-Skeleton-root').first(),
  ),
  succeeded: (page) => expect(upcomingRegion(page)).toContainText('Billed on'),
};

export const createBillingPortalSession: FaultCase = {
  call: 'createBillingPortalSession',
  failure: 'Failed creating billing portal session',
  rule: () => ({ method: 'POST', path: '/api/stripe/billing-portal-session' }),
  prepare: (page) => page.goto(paths.settingsBilling()).then(() => undefined),
  submit: (page) => page.getByRole('button', { name: 'Manage billing' }).click(),
  pending: (page) => spinning(page.getByRole('button', { name: 'Manage billing' })),
  control: (page) => page.getByRole('button', { name: 'Manage billing' }),
  // Success leaves the app for the portal page at once.
  succeeded: (page) => expect(page).toHaveURL(/\/billing-portal\/session\//),
};
