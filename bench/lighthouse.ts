import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import WebSocket from 'ws';
import type { BenchPlatform } from './benchPlatform';
import { CHROME_FLAGS, chromiumPath } from '../scripts/chromium';

// Lighthouse 12 (Node API) on the system Chromium: performance, accessibility and best-practices
// scores plus LCP and TBT for /login (signed out) and /projects (signed in), mobile and desktop.

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  /** The URL Lighthouse ended on: a signed-out /projects would end on /login. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /** Failed accessibility audits, to say what to fix when the score is below 1. */
  failedAccessibilityAudits: string[];
}

const PAGES = [
  { page: '/login', signedIn: false },
  { page: '/projects', signedIn: true },
];

/** One CDP command on the browser target (cookies are per browser context, not per page). */
async function browserCommand(port: number, method: string, params: Record<string, unknown>): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const reply = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

export async function measureLighthouse(bench: BenchPlatform): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, signedIn } of PAGES) {
      // The SPA reads the session from document.cookie, so it goes into the browser's cookie jar;
      // Lighthouse also sends it as a request header (extraHeaders), as a server-rendered app would need.
      if (signedIn) {
        const { hostname } = new URL(bench.platform.url);
        const cookies = bench.cookies.map(({ name, value }) => ({ name, value, domain: hostname, path: '/' }));
        await browserCommand(chrome.port, 'Storage.setCookies', { cookies });
      } else {
        await browserCommand(chrome.port, 'Storage.clearCookies', {});
      }
      for (const preset of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${bench.platform.url}${page}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            extraHeaders: signedIn ? { Cookie: bench.cookieHeader } : undefined,
          },
          preset === 'desktop' ? (desktopConfig as Config) : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${preset})`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page} (${preset}): ${lhr.runtimeError.message}`);
        const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
        rows.push({
          page,
          preset,
          finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
          performance: lhr.categories.performance?.score ?? 0,
          accessibility: lhr.categories.accessibility?.score ?? 0,
          bestPractices: lhr.categories['best-practices']?.score ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          failedAccessibilityAudits: accessibilityRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
