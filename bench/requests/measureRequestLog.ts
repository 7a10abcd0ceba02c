import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from '../../scripts/chromium';
import { startBenchPlatform } from '../benchPlatform';
import type { Row } from '../report';
import { settlePlatform } from '../scale/settlePlatform';
import { measureRecordingCost, type RecordingCostResult } from './recordingCost';
import { measureRequestsPage, type RequestsPageResult } from './requestsPage';
import { buildRequestsWorld } from './requestsWorld';

// The request log section of `npm run bench` (`--only requests`): what recording costs the API, and the
// Requests page over a big log. `fraction` (< 1) shrinks the rate, duration and rows for a quick run;
// the budgets are for the full figures.

export const FULL = { rate: 200, seconds: 20, rows: 1_000_000 };

export interface RequestLogResult {
  recording: RecordingCostResult;
  rows: number;
  buildSeconds: number;
  page: RequestsPageResult;
}

export async function measureRequestLog(distDir: string, fraction = 1): Promise<RequestLogResult> {
  const rate = Math.max(10, Math.round(FULL.rate * fraction));
  const recording = await measureRecordingCost(rate, Math.max(5, Math.round(FULL.seconds * fraction)));

  const rows = Math.max(1000, Math.round(FULL.rows * fraction));
  const bench = await startBenchPlatform(distDir);
  try {
    const started = performance.now();
    const world = await buildRequestsWorld(bench.platform, bench.session.user.id, rows);
    await settlePlatform(bench.platform);
    const buildSeconds = (performance.now() - started) / 1000;
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
    try {
      const newContext = async () => {
        const context = await browser.newContext({ baseURL: bench.platform.url, locale: 'en-US' });
        await context.addCookies(bench.cookies);
        return context;
      };
      const page = await measureRequestsPage(newContext, world.path);
      return { recording, rows, buildSeconds, page };
    } finally {
      await browser.close();
    }
  } finally {
    await bench.platform.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const group = (value: number) => value.toLocaleString('en-US');

/** The section's rows with their budgets (docs/performance.md). */
export function requestLogRows({ recording, rows, buildSeconds, page }: RequestLogResult): Row[] {
  const at =
    recording.rate < recording.askedRate
      ? `at ${recording.rate} requests/s (half the capacity, ${Math.round(recording.capacity)}/s; ${recording.askedRate}/s is more than half of it)`
      : `at ${recording.rate} requests/s`;
  const log = `Requests page, ${group(rows)} rows`;
  return [
    {
      measurement: `request log: API p95 ${at}, recording off`,
      value: ms(recording.off.latency.p95),
      budget: '',
      ok: null,
    },
    {
      measurement: `request log: API p95 ${at}, recording on`,
      value: ms(recording.on.latency.p95),
      budget: '',
      ok: null,
    },
    {
      measurement: 'request log: p95 on / off',
      value: `${recording.p95Ratio.toFixed(2)}×`,
      budget: '≤ 1.10×',
      ok: recording.p95Ratio <= 1.1,
    },
    {
      measurement: 'request log: platform CPU per request on / off',
      value: `${recording.cpuRatio.toFixed(2)}× (${recording.on.cpuMsPerRequest.toFixed(2)} / ${recording.off.cpuMsPerRequest.toFixed(2)} ms)`,
      budget: '',
      ok: null,
    },
    {
      measurement: 'request log: failed requests (off + on), requests recorded, answered but not recorded',
      value: `${recording.off.failed + recording.on.failed}, ${group(recording.on.recorded)}, ${recording.on.missing}`,
      budget: '0 failed, 0 not recorded',
      ok: recording.off.failed + recording.on.failed === 0 && recording.on.missing === 0,
    },
    {
      measurement: 'request log: shed with 429/503 (off + on)',
      value: `${recording.off.shed + recording.on.shed}`,
      budget: '',
      ok: null,
    },
    {
      measurement: `request log: building ${group(rows)} rows`,
      value: `${buildSeconds.toFixed(1)} s`,
      budget: '',
      ok: null,
    },
    {
      measurement: `request log: ${log}: first rows`,
      value: ms(page.firstRowsMs),
      budget: '≤ 1000 ms',
      ok: page.firstRowsMs <= 1000,
    },
    {
      measurement: `request log: ${log}: longest task`,
      value: ms(page.longestTaskMs),
      budget: '≤ 200 ms',
      ok: page.longestTaskMs <= 200,
    },
    { measurement: `request log: ${log}: charts shown`, value: ms(page.chartsMs), budget: '', ok: null },
  ];
}
