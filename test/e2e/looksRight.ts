import type { Page } from '@playwright/test';
import { axeViolations, settle } from './a11yChecks';
import { expect } from './fixtures';

/** Two animation frames: resize observers have run and what they changed is painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Checks the still page with axe at the journey's width, then saves full-page screenshots to
 * test-results/<name>-<width>.png for a look: at 375 for a phone journey, at 768 and 1440 for a desktop one.
 */
export async function looksRight(page: Page, name: string, width: number): Promise<void> {
  await settle(page);
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  for (const shotWidth of width === 1440 ? [768, 1440] : [width]) {
    await page.setViewportSize({ width: shotWidth, height: 900 });
    await painted(page);
    await page.screenshot({ path: `test-results/${name}-${shotWidth}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}
