import { mkdirSync } from 'node:fs';
import { paths } from '../../src/shared/routing/paths';
import { settle } from './a11yChecks';
import { expect, test, type ApiClient } from './fixtures';
import { projectRoutes } from './projectRoutes';

// Issue #13 item 3: every route of SPEC §2 at a phone (375×812), a tablet (768×1024) and a desktop
// (1440×900) width, written to screenshots/ (git-ignored) to be looked at. Besides the pictures it
// checks what any width must keep: no horizontal page scroll, the wordmark with "beta" and the shell.

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
];
const DIR = 'screenshots';

interface Row {
  id: string;
}

async function arrange(api: ApiClient) {
  const project = await api.post<Row>('/projects', {
    name: 'Quarterly reports',
    settings: { description: 'Seen on every screen size' },
  });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  const base = `projects/${project.id}/sources/${source.id}`;
  await api.patch(`${base}/set-entry-point/push`, { name: 'finance-reports-ingest' });
  await api.post(`${base}/indexing/init`);
  await api.post(`projects/${project.id}/sources`, { provider: 'google_drive' });
  await api.post(`/projects/${project.id}/api-keys`, { name: 'ci-pipeline' });
  await api.post(`/projects/${project.id}/webhooks`, {
    url: 'http://127.0.0.1:9/reports/indexing-finished',
    events: ['source.created'],
  });
  await api.post('/user/admin-api-keys', { name: 'ops' });
  return { projectId: project.id, sourceId: source.id };
}

const slug = (route: string) =>
  route
    .replace(/[0-9a-f-]{36}/g, 'id')
    .replace(/^\//, '')
    .replace(/\//g, '_') || 'root';

test('every route at 375, 768 and 1440 px: screenshots, no sideways scroll, the shell complete', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(300_000);
  mkdirSync(DIR, { recursive: true });
  const { projectId, sourceId } = await arrange(api);
  const routes = [
    paths.projects(),
    paths.settingsAccount(),
    paths.settingsAdminKeys(),
    paths.settingsSubscription(),
    paths.settingsBilling(),
    ...projectRoutes(projectId, sourceId),
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/${viewport.name}-${slug(route)}.png`, fullPage: true });
      const where = `${route} at ${viewport.width} px`;
      const banner = page.getByRole('banner');
      await expect.soft(banner.getByText('beta', { exact: true }), `beta tag on ${where}`).toBeVisible();
      await expect
        .soft(
          page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first(),
          `Projects crumb on ${where}`,
        )
        .toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect.soft(sideways, `no horizontal page scroll on ${where}`).toBe(false);
    }
  }
});
