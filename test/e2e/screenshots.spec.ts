import { mkdirSync } from 'node:fs';
import { settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { arrangeEverySection, everyRoute } from './sectionWorld';
import { VIEWPORTS } from './viewports';

// every route at a phone (375×812), a tablet (768×1024) and a desktop
// (1440×900) width, written to screenshots/ (git-ignored) to be looked at. Besides the pictures it
// checks what any width must keep: no horizontal page scroll, the wordmark with "beta" and the shell.

const DIR = 'screenshots';

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
  const { projectId, sourceId } = await arrangeEverySection(
    api,
    {
      name: 'Quarterly reports',
      description: 'Seen on every screen size',
      entrypoint: 'finance-reports-ingest',
      webhookPath: 'reports/indexing-finished',
    },
    (projectId) => api.post(`projects/${projectId}/sources`, { provider: 'google_drive' }),
  );
  const routes = everyRoute(projectId, sourceId);
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
