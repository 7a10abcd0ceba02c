import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromium } from '@playwright/test';

// System Chromium first (Playwright's browser download is not available everywhere).
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  } catch {
    // Playwright's own browser is not installed.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one with `apt-get install chromium`, ' +
      'or set CHROMIUM_PATH to a Chromium/Chrome executable.',
  );
}

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  // One retry on CI only: a loaded 2-core runner can miss a realtime deadline; locally failures show at once.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
