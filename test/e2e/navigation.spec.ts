import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Expected {
  path: string;
  heading: string;
  subtitle?: string;
  tabs: string[];
  activeTab?: string;
  subTabs?: string[];
  activeSubTab?: string;
  crumbs: string[];
}

async function expectShell(page: Page, expected: Expected) {
  await page.goto(expected.path);
  await expect(page.getByRole('heading', { level: 1, name: expected.heading, exact: true })).toBeVisible();
  if (expected.subtitle) await expect(page.getByTestId('page-heading')).toContainText(expected.subtitle);
  const section = page.getByRole('navigation', { name: 'Section', exact: true });
  if (expected.tabs.length === 0) await expect(section).toHaveCount(0);
  else {
    await expect(section.getByRole('link')).toHaveText(expected.tabs);
    await expect(section.locator('[aria-current="page"]')).toHaveText(expected.activeTab!);
  }
  const sub = page.getByRole('navigation', { name: 'Subsection', exact: true });
  if (expected.subTabs) {
    await expect(sub.getByRole('link')).toHaveText(expected.subTabs);
    if (expected.activeSubTab) await expect(sub.locator('[aria-current="page"]')).toHaveText(expected.activeSubTab);
  } else await expect(sub).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText(expected.crumbs);
  await expect(page).toHaveTitle('Dashboard');
}

const ACCOUNT_TABS = ['Account', 'Admin keys', 'Subscription', 'Billing'];
const PROJECT_TABS = ['Sources', 'Search', 'GraphQL', 'Requests', 'Settings'];
const PROJECT_SETTINGS = ['General', 'Developer', 'Features'];
const SOURCE_TABS = ['Overview', 'Logs', 'Settings', 'Documents'];
const SOURCE_SETTINGS = ['General', 'Enhancements'];

test('every route shows its heading, subtitle, tabs and breadcrumbs', async ({ authedPage: page, api, user }) => {
  const project = await api.post<{ id: string; name: string }>('/projects', {
    name: 'Navigation Project',
    settings: {},
  });
  const created = await api.post<{ id: string }>(`projects/${project.id}/sources`, { provider: 'google_drive' });
  await api.patch(`projects/${project.id}/sources/${created.id}`, { name: 'Team Drive' });
  const p = `/projects/${project.id}`;
  const s = `${p}/sources/${created.id}`;
  const me = user.name;
  const routes: Expected[] = [
    { path: '/projects', heading: 'Projects', tabs: [], crumbs: [me] },
    ...ACCOUNT_TABS.map((tab, index) => ({
      path: ['/settings/account', '/settings/admin-keys', '/settings/subscription', '/settings/billing'][index],
      heading: 'Account settings',
      tabs: ACCOUNT_TABS,
      activeTab: tab,
      crumbs: [me],
    })),
    {
      path: p,
      heading: project.name,
      subtitle: "Project's Sources",
      tabs: PROJECT_TABS,
      activeTab: 'Sources',
      crumbs: [me, project.name],
    },
    {
      path: `${p}/graphql`,
      heading: project.name,
      subtitle: 'GraphQL playground',
      tabs: PROJECT_TABS,
      activeTab: 'GraphQL',
      crumbs: [me, project.name],
    },
    ...['', '/developer', '/features'].map((suffix, index) => ({
      path: `${p}/settings${suffix}`,
      heading: project.name,
      subtitle: 'Project settings',
      tabs: PROJECT_TABS,
      activeTab: 'Settings',
      subTabs: PROJECT_SETTINGS,
      activeSubTab: PROJECT_SETTINGS[index],
      crumbs: [me, project.name],
    })),
    {
      path: s,
      heading: 'Team Drive',
      subtitle: 'Source overview',
      tabs: SOURCE_TABS,
      activeTab: 'Overview',
      subTabs: ['Controls'],
      crumbs: [me, project.name, 'Team Drive'],
    },
    {
      path: `${s}/logs`,
      heading: 'Team Drive',
      subtitle: 'Source logs',
      tabs: SOURCE_TABS,
      activeTab: 'Logs',
      crumbs: [me, project.name, 'Team Drive'],
    },
    ...['', '/enhancements'].map((suffix, index) => ({
      path: `${s}/settings${suffix}`,
      heading: 'Team Drive',
      subtitle: 'Source settings',
      tabs: SOURCE_TABS,
      activeTab: 'Settings',
      subTabs: SOURCE_SETTINGS,
      activeSubTab: SOURCE_SETTINGS[index],
      crumbs: [me, project.name, 'Team Drive'],
    })),
  ];
  for (const route of routes) {
    await test.step(route.path, () => expectShell(page, route));
  }
});

test('redirects: / and /_app go to projects, /settings to the account page', async ({ authedPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/_app');
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/account$/);
});

test('an unknown path shows the 404 page inside the shell', async ({ authedPage: page, user }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: user.name }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('tabs navigate, and a rename arrives live in the heading and breadcrumbs', async ({ authedPage: page, api }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Before rename', settings: {} });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Before rename' })).toBeVisible();
  await expect(page.getByTestId('realtime-status')).toHaveText('Live');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}/settings`);
  await page.getByRole('navigation', { name: 'Subsection' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}/settings/features`);
  await api.patch(`/projects/${project.id}`, { name: 'After rename' });
  await expect(page.getByRole('heading', { level: 1, name: 'After rename' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'After rename' }),
  ).toBeVisible();
});

test('the realtime indicator shows Reconnecting… after a drop and Live again, with no update lost', async ({
  authedPage: page,
  api,
  platform,
  user,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Realtime project', settings: {} });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('realtime-status')).toHaveText('Live');
  await platform.dropRealtime(user.id);
  await expect(page.getByTestId('realtime-status')).toHaveText('Reconnecting…');
  // Changed while the socket is down: the re-select on SUBSCRIBED must bring it in.
  await api.patch(`/projects/${project.id}`, { name: 'Renamed while offline' });
  await expect(page.getByTestId('realtime-status')).toHaveText('Live', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed while offline' })).toBeVisible();
});

test('a project that does not exist shows a not-found panel', async ({ authedPage: page }) => {
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Project not found')).toBeVisible();
});
