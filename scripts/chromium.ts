import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// The Chromium that end-to-end tests and the benchmark drive: the system one first (Playwright's own
// browser download is not available everywhere), with flags that keep a headless run quiet and repeatable.

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `$CHROMIUM_PATH`, `/usr/bin/chromium` or Playwright's own browser; a clear error when none exists. */
export function chromiumPath(): string {
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
