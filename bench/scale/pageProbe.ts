import type { BrowserContext, CDPSession, Page } from '@playwright/test';

// What the scale pages are measured with, in the page itself: long tasks (PerformanceObserver) and
// the first moment a selector matched (a MutationObserver, in ms since navigation start).

export const WATCHED = {
  logLine: '[data-severity]',
  sourceRow: 'tr[data-source-id]',
  documentRow: 'tr[data-document-id]',
  requestRow: '[data-testid="request-row"]',
  requestCharts: '[data-testid="request-charts"]',
} as const;

declare global {
  interface Window {
    __scale: { longTasks: number[]; firstSeen: Record<string, number> };
  }
}

export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript((selectors: string[]) => {
    const probe = { longTasks: [] as number[], firstSeen: {} as Record<string, number> };
    window.__scale = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    // Seen means visible: a page may be mounted hidden while its scope loads (ScopeOutlet). No named
    // helper functions here: tsx would wrap them in a `__name` call that the page does not have.
    const observer = new MutationObserver(() => {
      for (const selector of selectors) {
        if (selector in probe.firstSeen) continue;
        for (const element of document.querySelectorAll(selector)) {
          if (!element.checkVisibility()) continue;
          probe.firstSeen[selector] = performance.now();
          break;
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  }, Object.values(WATCHED));
}

/** Waits for the selector, then returns when it first appeared (ms since navigation start). */
export async function firstSeen(page: Page, selector: string): Promise<number> {
  await page.waitForFunction((s) => s in window.__scale.firstSeen, selector, { timeout: 120_000, polling: 50 });
  return page.evaluate((s) => window.__scale.firstSeen[s], selector);
}

/** The longest task since the page loaded (0 when none reached 50 ms, the long-task threshold). */
export function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...window.__scale.longTasks));
}

export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Main-thread busy share over `ms`: the renderer's task time (CDP Performance metrics) over wall time. */
export async function busyShare(cdp: CDPSession, ms: number): Promise<number> {
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await taskSeconds();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await taskSeconds();
  return (after - before) / ((performance.now() - started) / 1000);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** How many first visits each page's first rows and longest task are the median of. */
export const COLD_LOADS = 5;

export interface ColdLoad {
  firstSeenMs: number;
  longestTaskMs: number;
}

/** A page's figure at the full volume and at the small one of the same run. */
export interface AtVolumes<T> {
  full: T;
  small: T;
}

type Settled = (page: Page) => Promise<unknown>;

/**
 * One first visit of `path` in a fresh browser context (empty cache, as a user's first visit): the time
 * to the first visible `selector`, and the longest task until `settled` resolves and one second after.
 */
async function firstVisit(
  newContext: () => Promise<BrowserContext>,
  path: string,
  selector: string,
  settled: Settled,
): Promise<ColdLoad> {
  const context = await newContext();
  try {
    const page = await context.newPage();
    await installProbe(page);
    await page.goto(path);
    const firstSeenMs = await firstSeen(page, selector);
    await settled(page);
    await page.waitForTimeout(1000);
    return { firstSeenMs, longestTaskMs: await longestTask(page) };
  } finally {
    await context.close();
  }
}

const medians = (loads: ColdLoad[]): ColdLoad => ({
  firstSeenMs: median(loads.map((load) => load.firstSeenMs)),
  longestTaskMs: median(loads.map((load) => load.longestTaskMs)),
});

/**
 * COLD_LOADS first visits of `path`: the median time to the first visible `selector` and the median
 * longest task. One cold load on this two-core machine moves by 20–30 %; a median of five does not.
 */
export async function coldLoads(
  newContext: () => Promise<BrowserContext>,
  path: string,
  selector: string,
  settled: Settled = async () => undefined,
): Promise<ColdLoad> {
  const loads: ColdLoad[] = [];
  for (let load = 0; load < COLD_LOADS; load++) loads.push(await firstVisit(newContext, path, selector, settled));
  return medians(loads);
}

/**
 * The same page at both volumes, COLD_LOADS first visits each, taken in turns (which volume goes first
 * alternates), so a neighbour's load on the shared machine falls on both sides of the ratio alike.
 */
export async function pairedColdLoads(
  newContext: () => Promise<BrowserContext>,
  paths: AtVolumes<string>,
  selector: string,
  settled: Settled = async () => undefined,
): Promise<AtVolumes<ColdLoad>> {
  const full: ColdLoad[] = [];
  const small: ColdLoad[] = [];
  for (let load = 0; load < COLD_LOADS; load++) {
    const visitFull = async () => full.push(await firstVisit(newContext, paths.full, selector, settled));
    const visitSmall = async () => small.push(await firstVisit(newContext, paths.small, selector, settled));
    if (load % 2 === 0) {
      await visitFull();
      await visitSmall();
    } else {
      await visitSmall();
      await visitFull();
    }
  }
  return { full: medians(full), small: medians(small) };
}
