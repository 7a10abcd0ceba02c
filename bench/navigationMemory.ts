import { chromium, type CDPSession, type Page } from '@playwright/test';
import { apiGet, type BenchPlatform } from './benchPlatform';
import { CHROME_FLAGS, chromiumPath } from '../scripts/chromium';
import { SYNC_KEEP_SECONDS } from '../src/shared/supabase/syncKeep';

// Memory and live subscriptions after navigating back and forth between a project page and a source
// page through the app's own links (client-side routing), in Chromium, signed in as the demo user.

export interface NavigationResult {
  navigations: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  heapGrowthMb: number;
  /** Realtime channels joined and not left (phx_join minus phx_leave frames, per topic). */
  channelsBefore: number;
  /** Right after the last navigation: the pages left last still keep their channels for a while. */
  channelsRightAfter: number;
  /** Once the app's keep time has passed: what a leak would leave. */
  channelsAfter: number;
  channelGrowth: number;
  joins: number;
  leaves: number;
  /** Event listeners on window and document (DOMDebugger.getEventListeners). */
  listenersBefore: number;
  listenersAfter: number;
}

interface Frame {
  topic: string;
  event: string;
}

/** Parses a Phoenix text frame of either protocol version. */
function phoenixFrame(payload: string): Frame | null {
  try {
    const parsed = JSON.parse(payload) as unknown;
    if (Array.isArray(parsed)) return { topic: String(parsed[2]), event: String(parsed[3]) };
    const { topic, event } = parsed as { topic?: string; event?: string };
    return topic && event ? { topic, event } : null;
  } catch {
    return null;
  }
}

/** Tracks the channels the page joined and left, from the frames it sends. */
function trackChannels(cdp: CDPSession) {
  const live = new Set<string>();
  const counts = { joins: 0, leaves: 0 };
  cdp.on('Network.webSocketFrameSent', ({ response }) => {
    const frame = phoenixFrame(response.payloadData);
    if (frame?.event === 'phx_join') {
      counts.joins += 1;
      live.add(frame.topic);
    } else if (frame?.event === 'phx_leave') {
      counts.leaves += 1;
      live.delete(frame.topic);
    }
  });
  return { live, counts };
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function listenerCount(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    total += listeners.length;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  }
  return total;
}

/** Lets in-flight selects, joins and leaves finish before counting. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
}

export async function measureNavigation(bench: BenchPlatform, navigations = 100): Promise<NavigationResult> {
  const sources = await apiGet<Array<{ id: string; project_id: string }>>(
    bench,
    '/rest/v1/sources?select=id,project_id',
  );
  const projectId = sources[0]?.project_id;
  if (!projectId) throw new Error('The demo seed has no project with sources');
  const projectPath = `/projects/${projectId}`;

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: bench.platform.url });
    await context.addCookies(bench.cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const channels = trackChannels(cdp);

    const sourceLink = page.locator('tr[data-source-id] a').first();
    const projectCrumb = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').nth(1);
    await page.goto(projectPath);
    await sourceLink.waitFor();
    await settle(page);
    const heapBeforeMb = await heapMb(cdp);
    const channelsBefore = channels.live.size;
    const listenersBefore = await listenerCount(cdp);

    // Project → source → project counts as two navigations; the run ends where it started.
    for (let step = 0; step < navigations; step += 2) {
      await sourceLink.click();
      await page.waitForURL(/\/sources\/[^/]+$/);
      await projectCrumb.waitFor();
      await projectCrumb.click();
      await page.waitForURL((url) => url.pathname === projectPath);
      await sourceLink.waitFor();
    }
    await settle(page);
    const channelsRightAfter = channels.live.size;
    // A page left keeps its live rows (and channel) for SYNC_KEEP_SECONDS, so a quick return needs no
    // re-select; a channel still open after that is one the app lost track of.
    await page.waitForTimeout(SYNC_KEEP_SECONDS * 1000 + 3000);
    const heapAfterMb = await heapMb(cdp);
    const listenersAfter = await listenerCount(cdp);
    return {
      navigations,
      heapBeforeMb,
      heapAfterMb,
      heapGrowthMb: heapAfterMb - heapBeforeMb,
      channelsBefore,
      channelsRightAfter,
      channelsAfter: channels.live.size,
      channelGrowth: channels.live.size - channelsBefore,
      joins: channels.counts.joins,
      leaves: channels.counts.leaves,
      listenersBefore,
      listenersAfter,
    };
  } finally {
    await browser.close();
  }
}
