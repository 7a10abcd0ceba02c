import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from './scripts/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROME_FLAGS,
    },
  },
});
