import type { BrowserContext, CDPSession, Locator } from '@playwright/test';
import { NEEDLE } from './scaleWorld';
import { firstSeen, heapMb, installProbe, longestTask, median, WATCHED } from './pageProbe';

export interface LogsScaleResult {
  /** Of the page kept open for scrolling and search (its first lines are measured in first visits). */
  longestTaskMs: number;
  heapMb: number;
  /** From a scroll step until the frame that shows it is done, median. */
  scrollFrameMedianMs: number;
  /** Main-thread time one step costs the page (CDP TaskDuration), median. */
  scrollStepMedianMs: number;
  /** The frame time of the same steps on a page of static rows: what the machine itself takes. */
  staticFrameMedianMs: number;
  /** Typing the search until its one line shows; includes the 166 ms debounce. */
  searchMs: number;
  /** Clearing it until the newest page shows again; includes the debounce too. */
  clearSearchMs: number;
}

const SCROLL_STEPS = 80;

/** The logs page of a source with many lines, in one page: the long tasks, heap, scrolling up and search. */
export async function measureLogsPage(context: BrowserContext, path: string): Promise<LogsScaleResult> {
  const page = await context.newPage();
  try {
    await installProbe(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(path);
    await firstSeen(page, WATCHED.logLine);
    await page.waitForTimeout(1000);

    const { work, frames } = await scrollSteps(page.getByLabel('Log lines', { exact: true }), cdp);
    const staticFrames = await staticPageFrames(context);

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
      longestTaskMs: await longestTask(page),
      heapMb: await heapMb(cdp),
      scrollStepMedianMs: median(work),
      scrollFrameMedianMs: median(frames),
      staticFrameMedianMs: median(staticFrames),
      searchMs,
      clearSearchMs,
    };
  } finally {
    await page.close();
  }
}

/**
 * Scrolls up 300 px a step (older pages load on the way). Per step: the main thread's task time from
 * the scroll until the frame after the one that shows it (what the step costs the page: events,
 * React, style, layout, paint), and the time from the scroll to the end of the frame that shows it
 * (a message posted from requestAnimationFrame runs after that frame's work). Each step starts after
 * a quiet frame, as a reader's wheel ticks do.
 */
async function scrollSteps(list: Locator, cdp: CDPSession | null) {
  if (cdp) await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    cdp ? ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) : 0;
  const work: number[] = [];
  const frames: number[] = [];
  for (let step = 0; step < SCROLL_STEPS; step++) {
    await list.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const before = await taskSeconds();
    // No named helpers inside: tsx would wrap them in a __name call the page does not have.
    frames.push(
      await list.evaluate(async (element) => {
        const started = performance.now();
        element.scrollTop -= 300;
        const shown = await new Promise<number>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
          }),
        );
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return shown - started;
      }),
    );
    work.push(((await taskSeconds()) - before) * 1000);
  }
  return { work, frames };
}

/** The frame time of the same steps on static rows like the log's, with nothing to run. */
async function staticPageFrames(context: BrowserContext): Promise<number[]> {
  const page = await context.newPage();
  try {
    const row =
      '<div style="display:grid;grid-template-columns:max-content 5.5rem 1fr;gap:12px;padding:4px 12px;border-bottom:1px solid #333"><time>1/2/25, 3:04:05 AM</time><b>INFO</b><span>Indexed a document of the source</span></div>';
    await page.setContent(
      `<div aria-label="Static lines" style="height:400px;overflow:auto;font:14px monospace">${row.repeat(4000)}</div>`,
    );
    const list = page.getByLabel('Static lines');
    await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
    return (await scrollSteps(list, null)).frames;
  } finally {
    await page.close();
  }
}
