import { expect, test } from './fixtures';

// The built index.html preloads the app's JavaScript and public/start.js runs the entry once the boot
// splash has painted (vite.config.ts, startAfterFirstPaint). These check that the app boots on every
// path of that wait, including those where no paint can be observed.

test('index.html paints the splash and only start.js runs a script; the app then boots', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('class="boot-splash"');
  expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
    '<script type="module" src="/start.js">',
  ]);
  expect(html).toMatch(
    /<link rel="preload" as="script" fetchpriority="low" crossorigin href="\/assets\/[^"]+\.js" data-app-entry>/,
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

/** start.js falls back to a 1 s timer; without it, only the path under test can boot the app. */
const withoutFallbackTimer = () => {
  const realSetTimeout = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    ms === 1000 ? 0 : realSetTimeout(handler, ms, ...args)) as typeof window.setTimeout;
};

/** A paint observer that never reports, as in a tab that paints nothing. */
const withoutPaintReports = () => {
  window.PerformanceObserver = class extends PerformanceObserver {
    override observe() {}
  };
};

test('a browser without paint timing boots at once', async ({ page }) => {
  await page.addInitScript(withoutFallbackTimer);
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['mark', 'measure'] });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a tab opened in the background boots without painting', async ({ page }) => {
  await page.addInitScript(withoutFallbackTimer);
  await page.addInitScript(withoutPaintReports);
  await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a visible tab whose paint is never reported boots after the fallback timer', async ({ page }) => {
  await page.addInitScript(withoutPaintReports);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('with neither a paint nor the fallback timer the app would not start (the checks above can fail)', async ({
  page,
}) => {
  await page.clock.install();
  await page.addInitScript(withoutFallbackTimer);
  await page.addInitScript(withoutPaintReports);
  await page.goto('/login');
  await expect(page.locator('.boot-splash')).toBeVisible();
  // Every timer the page set, run well past the fallback's second: none of them starts the app.
  await page.clock.runFor(5000);
  await expect(page.locator('.boot-splash')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
