import base from './playwright.config';
import { defineConfig } from '@playwright/test';
// f3's isolated run: same settings, but against a platform started by hand on a private dist.
export default defineConfig({ ...base, testDir: '/work/main/test/e2e', globalSetup: undefined, outputDir: '/tmp/f3-test-results' });
