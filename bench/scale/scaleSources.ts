import type { BrowserContext, Page } from '@playwright/test';
import type { Platform } from '../../server/platform';
import type { ScaleVolumes } from './scaleWorld';
import { busyShare } from './pageProbe';

export interface SourcesScaleResult {
  /** Main-thread busy share over 5 s while many sources index and no update arrives. */
  indexingBusyShare: number;
  /** Time from the last commit of the burst until the page shows it. */
  realtimeLagMs: number;
  burstUpdates: number;
  /** Updates a second the database actually took (the target may not be reachable on a busy machine). */
  burstPerSecond: number;
}

const MARKER_COUNT = 777_777;

/** Waits until the sources page's realtime channel is joined. */
export const sourcesLive = (page: Page) =>
  page.getByTestId('realtime-status').getByText('Live').waitFor({ timeout: 60_000 });

/** The sources page of a project with many sources: the indexing animation and a realtime burst. */
export async function measureSourcesPage(
  context: BrowserContext,
  platform: Platform,
  path: string,
  sourceIds: string[],
  volumes: ScaleVolumes,
): Promise<SourcesScaleResult> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(path);
    await sourcesLive(page);
    await page.waitForTimeout(1000);

    const indexing = sourceIds.slice(0, volumes.indexingSources);
    await platform.ctx.asService((tx) =>
      tx.query(
        `update public.sources set status = 'UPDATING', progress = '{"done": 12, "total": 50}' where id = any($1)`,
        [indexing],
      ),
    );
    await page.locator('[data-status="UPDATING"]').first().waitFor();
    await page.waitForTimeout(1500);
    const indexingBusyShare = await busyShare(cdp, 5000);

    // The burst: every tick one commit updating `perTick` sources, cycling through all of them.
    const ticks = volumes.burstSeconds * 10;
    const perTick = Math.round(volumes.burstPerSecond / 10);
    const started = performance.now();
    let sent = 0;
    for (let tick = 0; tick < ticks; tick++) {
      const due = started + tick * 100;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const ids = Array.from({ length: perTick }, (_, index) => sourceIds[(tick * perTick + index) % sourceIds.length]);
      await platform.ctx.asService((tx) =>
        tx.query(
          `update public.sources set documents_count = $2, progress = jsonb_build_object('done', $2 % 50, 'total', 50) where id = any($1)`,
          [ids, tick],
        ),
      );
      sent += ids.length;
    }
    // The last change goes to the first row on screen; the lag is until the page shows it.
    const marker = sourceIds[0];
    await platform.ctx.asService((tx) =>
      tx.query('update public.sources set documents_count = $2 where id = $1', [marker, MARKER_COUNT]),
    );
    const committed = performance.now();
    const burstPerSecond = sent / ((committed - started) / 1000);
    await page
      .locator(`tr[data-source-id="${marker}"]`)
      .getByText(MARKER_COUNT.toLocaleString('en-US'))
      .waitFor({ timeout: 120_000 });
    return {
      indexingBusyShare,
      realtimeLagMs: performance.now() - committed,
      burstUpdates: sent + 1,
      burstPerSecond,
    };
  } finally {
    await page.close();
  }
}
