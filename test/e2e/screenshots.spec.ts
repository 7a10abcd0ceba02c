import { expect, test } from './fixtures';

// Visual check, not an assertion suite: `SHOTS=1 npx playwright test screenshots` writes /tmp/shots/*.png.
test.skip(!process.env.SHOTS, 'set SHOTS=1 to take screenshots');

test('screenshots of login, the projects shell and a project page', async ({ page, authedPage, api, context }) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Screenshot Project', settings: {} });
  const source = await api.post<{ id: string }>(`projects/${project.id}/sources`, { provider: 'google_drive' });
  await authedPage.goto('/projects');
  await expect(authedPage.getByTestId('realtime-status')).toHaveText('Live');
  await authedPage.screenshot({ path: '/tmp/shots/projects.png', fullPage: true });
  await authedPage.goto(`/projects/${project.id}/settings/developer`);
  await expect(authedPage.getByRole('heading', { level: 1, name: 'Screenshot Project' })).toBeVisible();
  await authedPage.screenshot({ path: '/tmp/shots/project.png', fullPage: true });
  console.log(
    await authedPage.evaluate(() => {
      const a = document.querySelector('nav[aria-label="Section"] a[aria-current]')!;
      const s = getComputedStyle(a);
      return [
        a.outerHTML.slice(0, 300),
        s.backgroundColor,
        s.paddingLeft,
        [...document.styleSheets].map((x) => x.href),
      ];
    }),
  );
  await authedPage.goto(`/projects/${project.id}/sources/${source.id}`);
  await authedPage.waitForTimeout(500);
  await authedPage.screenshot({ path: '/tmp/shots/source.png', fullPage: true });
  await authedPage.setViewportSize({ width: 420, height: 800 });
  await authedPage.screenshot({ path: '/tmp/shots/project-narrow.png', fullPage: true });
  await context.clearCookies();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/login.png', fullPage: true });
});
