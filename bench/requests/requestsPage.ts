import type { BrowserContext } from '@playwright/test';
import { coldLoads, firstSeen, median, WATCHED } from '../scale/pageProbe';

export interface RequestsPageResult {
  firstRowsMs: number;
  longestTaskMs: number;
  /** When the charts showed (median), for what the aggregation costs: no budget. */
  chartsMs: number;
}

/**
 * The Requests page of a project with a big log, by the scale harness's conventions: first visits in
 * fresh contexts, the median first visible row and the median longest task until the charts showed and
 * one second after.
 */
export async function measureRequestsPage(
  newContext: () => Promise<BrowserContext>,
  path: string,
): Promise<RequestsPageResult> {
  const charts: number[] = [];
  const { firstSeenMs, longestTaskMs } = await coldLoads(newContext, path, WATCHED.requestRow, async (page) =>
    charts.push(await firstSeen(page, WATCHED.requestCharts)),
  );
  return { firstRowsMs: firstSeenMs, longestTaskMs, chartsMs: median(charts) };
}
