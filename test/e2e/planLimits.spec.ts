import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

// A fresh account on the Free plan: 3 projects, no webhooks.
test.use({ plan: 'free' });

test('a reached project limit is explained in the create dialog, with the usage on the Subscription page', async ({
  authedPage: page,
  api,
}) => {
  for (const name of ['First', 'Second', 'Third']) await api.post('/projects', { name, settings: {} });
  await page.goto(paths.projects());
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await dialog.getByLabel('Project name').fill('Fourth');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  const notice = dialog.getByTestId('plan-limit-notice');
  await expect(notice).toContainText(
    'The Free plan allows 3 projects. Delete a project or upgrade your plan in Settings → Subscription.',
  );
  await notice.getByRole('link', { name: 'Upgrade your plan' }).click();

  await expect(page).toHaveURL(paths.settingsSubscription());
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage).toContainText('3 of 3 projects');
  await expect(usage).toContainText('Webhooks are not included');
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
