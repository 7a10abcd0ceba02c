import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

// A fresh account on the Free plan: 3 projects, no webhooks.
test.use({ plan: 'free' });

test('a reached project limit is explained in the create dialog before submitting, with the usage on the Subscription page', async ({
  authedPage: page,
  api,
}) => {
  for (const name of ['First', 'Second', 'Third']) await api.post('/projects', { name, settings: {} });
  await page.goto(paths.projects());
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });

  // Said as the dialog opens, from the account's usage: nothing was submitted and nothing can be.
  const notice = dialog.getByTestId('plan-limit-notice');
  await expect(notice).toContainText('Project limit reached');
  await expect(notice).toContainText(
    'The Free plan allows 3 projects. Delete a project or upgrade your plan in Settings → Subscription.',
  );
  await expect(dialog.getByRole('button', { name: 'Create project' })).toBeDisabled();
  await notice.getByRole('link', { name: 'Upgrade your plan' }).click();

  await expect(page).toHaveURL(paths.settingsSubscription());
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage).toContainText('3 of 3 projects');
  await expect(usage).toContainText('Webhooks are not included');
});

test('below the limit the create dialog says nothing of it; the usage is read again when it reopens', async ({
  authedPage: page,
  api,
}) => {
  for (const name of ['First', 'Second']) await api.post('/projects', { name, settings: {} });
  await page.goto(paths.projects());
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await expect(dialog.getByLabel('Project name')).toBeVisible();
  await expect(dialog.getByTestId('plan-limit-notice')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await api.post('/projects', { name: 'Third', settings: {} }); // elsewhere, e.g. another tab
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(dialog.getByTestId('plan-limit-notice')).toContainText('The Free plan allows 3 projects.');
  await expect(dialog.getByRole('button', { name: 'Create project' })).toBeDisabled();
});

test('a full project and a plan without webhooks are explained in Add source and Create webhook', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Full Project', settings: {} });
  for (let i = 0; i < 5; i++) await api.post(`projects/${project.id}/sources`, { provider: 'push_api' });
  await page.goto(paths.project(project.id));
  await expect(page.getByText('5 sources', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add source' }).click();
  const addSource = page.getByRole('dialog', { name: 'Add a source' });
  await expect(addSource.getByTestId('plan-limit-notice')).toContainText(
    'The Free plan allows 5 sources per project. Delete a source or upgrade your plan in Settings → Subscription.',
  );
  await expect(addSource.getByRole('button', { name: 'Add Push API source' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto(paths.projectDeveloper(project.id));
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const createWebhook = page.getByRole('dialog', { name: 'Create webhook' });
  await expect(createWebhook.getByTestId('plan-limit-notice')).toContainText(
    'Webhooks are not included in the Free plan. Upgrade your plan in Settings → Subscription.',
  );
  await expect(createWebhook.getByRole('button', { name: 'Create webhook' })).toBeDisabled();
});

test('a feature the plan lacks is explained at its switch, which stays off', async ({ authedPage: page, api }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Feature Project', settings: {} });
  await page.goto(`/projects/${project.id}/settings/features`);
  const semantic = page.getByRole('switch', { name: 'Semantic search' });
  await semantic.click({ force: true });

  const notice = page.getByTestId('plan-limit-notice');
  await expect(notice).toContainText('Semantic search is not included in the Free plan.');
  await expect(notice.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    paths.settingsSubscription(),
  );
  await expect(semantic).not.toBeChecked();
});

test('a plan-limit refusal says in a sentence what to do, beside its code, in the toast and at the switch', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Sentence Project', settings: {} });
  await page.goto(`/projects/${project.id}/settings/features`);
  await page.getByRole('switch', { name: 'Semantic search' }).click({ force: true });
  const sentence = 'Semantic search is not included in the Free plan. Upgrade your plan in Settings → Subscription.';
  const toast = page.locator('.dashboard-toast').filter({ hasText: 'PLAN_LIMIT_SEMANTIC_SEARCH' });
  await expect(toast).toContainText(sentence);
  const notice = page.getByTestId('plan-limit-notice');
  await expect(notice).toContainText('PLAN_LIMIT_SEMANTIC_SEARCH');
  await expect(notice).toContainText(sentence);
});

test.describe('on the Team plan', () => {
  test.use({ plan: 'team' });

  test('a refused downgrade says what does not fit and does not offer an upgrade', async ({
    authedPage: page,
    api,
  }) => {
    for (const name of ['One', 'Two', 'Three', 'Four']) await api.post('/projects', { name, settings: {} });
    await page.goto(paths.settingsSubscription());
    await page.getByRole('button', { name: 'Downgrade to Free' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change plan' });
    await confirm.getByRole('button', { name: 'Change plan' }).click();
    const notice = confirm.getByTestId('plan-limit-notice');
    await expect(notice).toContainText('Your usage does not fit the Free plan: 4 projects (Free allows 3)');
    await expect(notice.getByRole('link', { name: 'Upgrade your plan' })).toHaveCount(0);
    await expect(page.locator('.dashboard-toast').filter({ hasText: 'PLAN_LIMIT_PROJECTS' })).toContainText(
      'Remove what exceeds it first, then change plan.',
    );
  });
});
