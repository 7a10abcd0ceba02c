import type { BrowserContext } from '@playwright/test';
import { NEEDLE } from './scaleWorld';
import { firstSeen, heapMb, installProbe, longestTask, median, WATCHED } from './pageProbe';

export interface LogsScaleResult {
  firstLinesMs: number;
  longestTaskMs: number;
  heapMb: number;
  scrollStepMedianMs: number;
  /** Typing the search until its one line shows; includes the 166 ms debounce (SPEC §9). */
  searchMs: number;
  /** Clearing it until the newest page shows again; includes the debounce too. */
  clearSearchMs: number;
}

const SCROLL_STEPS = 80;

/** The logs page of a source with many lines: first lines, long tasks, heap, scrolling up, search. */
export async function measureLogsPage(context: BrowserContext, path: string): Promise<LogsScaleResult> {
  const page = await context.newPage();
  try {
    await installProbe(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(path);
    const firstLinesMs = await firstSeen(page, WATCHED.logLine);
    await page.waitForTimeout(1000);

    // Scrolls up 300 px a step (older pages load on the way), timing each step from the scroll to the
    // end of the frame that shows it: a message posted from requestAnimationFrame runs after paint.
    // (No named helpers inside: tsx would wrap them in a __name call the page does not have.)
    const steps = await page.getByLabel('Log lines', { exact: true }).evaluate(async (element, count) => {
      const times: number[] = [];
      for (let step = 0; step < count; step++) {
        for (const phase of ['settle', 'measure']) {
          const started = performance.now();
          if (phase === 'measure') element.scrollTop -= 300;
          await new Promise<void>((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            }),
          );
          if (phase === 'measure') times.push(performance.now() - started);
        }
      }
      return times;
    }, SCROLL_STEPS);

    const search = page.getByLabel('Search log lines');
    let started = performance.now();
    await search.fill(NEEDLE);
    await page.getByText(NEEDLE).waitFor({ timeout: 60_000 });
    const searchMs = performance.now() - started;
    started = performance.now();
    await search.fill('');
    await page.getByText(/^200 lines/).waitFor({ timeout: 60_000 });
    const clearSearchMs = performance.now() - started;

    return {
      firstLinesMs,
      longestTaskMs: await longestTask(page),
      heapMb: await heapMb(cdp),
      scrollStepMedianMs: median(steps),
      searchMs,
      clearSearchMs,
    };
  } finally {
    await page.close();
  }
}
