import { expect, type Page } from '@playwright/test';

/**
 * Reading the logs page's virtual list: only the lines in view are in the DOM and older
 * pages load as the list scrolls up, so a test scrolls to read them all.
 */

const viewport = (page: Page) => page.getByLabel('Log lines', { exact: true });

/** Scrolls up until the page says every older line is loaded (no-op when the list is not shown). */
export async function loadAllLogLines(page: Page): Promise<void> {
  const status = page.getByText(/ lines? · /);
  for (let attempt = 0; attempt < 60; attempt++) {
    const before = await status.innerText();
    if (!/older lines/.test(before)) return;
    if ((await viewport(page).count()) === 0) return;
    await viewport(page).evaluate((element) => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
    });
    // Scrolled to the top, the list reads the next older page: the status line changes once it is in.
    await expect(status).not.toHaveText(before);
  }
  throw new Error('older log lines never finished loading');
}

/** Every line the list holds, top (oldest) to bottom, as "SEVERITY message", read by scrolling through it. */
export async function readLogLines(page: Page): Promise<string[]> {
  if ((await viewport(page).count()) === 0) return [];
  return viewport(page).evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const byPosition = new Map<number, string>();
    const keepTop = element.scrollTop;
    for (let top = 0; ; top += element.clientHeight / 2) {
      element.scrollTop = top;
      await frame();
      for (const row of element.querySelectorAll<HTMLElement>('[role="listitem"]')) {
        const line = `${row.getAttribute('data-severity')} ${row.lastElementChild?.textContent ?? ''}`;
        byPosition.set(Number(row.getAttribute('aria-posinset')), line);
      }
      if (top >= element.scrollHeight) break;
    }
    element.scrollTop = keepTop;
    return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}
