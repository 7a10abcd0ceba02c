import { existsSync } from 'node:fs';

// The system Chromium (Playwright's own browser download is not available here), with the flags
// that keep a headless run quiet and repeatable.

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

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`No Chromium at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  return path;
}
