import type { Page } from '@playwright/test';

/** With SHOTS=1, saves a full-page screenshot to /tmp/shots/<name>.png for a visual check; otherwise nothing. */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
