import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from '../scripts/chromium';
import { apiGet, startBenchPlatform, type BenchPlatform } from './benchPlatform';

// What a first visit really loads, measured in Chromium: every file of the build the browser requests
// before the page's first heading is on screen (HTML, scripts, stylesheets, fonts, icons; whatever
// asked for them), each counted at its gzip size. API replies are data, not the app: not counted.

export interface FirstLoad {
  page: string;
  /** The build's files requested before the first heading, as URL paths. */
  files: string[];
  gzipKb: number;
}

interface PageToVisit {
  page: string;
  signedIn: boolean;
}

// Runs in the page before any of its scripts: the moment an <h1> is first in the document.
const HEADING_WATCH = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('h1')) {
      window.__firstHeadingAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** A file of the build by its URL path; null for anything else (API calls, a client-side route). */
export function gzipKbOf(distDir: string, urlPath: string): number | null {
  const file = join(distDir, urlPath);
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return gzipSync(readFileSync(file)).length / 1024;
}

async function visit(browser: Browser, bench: BenchPlatform, distDir: string, target: PageToVisit): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (target.signedIn) await context.addCookies(bench.cookies);
    const page = await context.newPage();
    await page.addInitScript(HEADING_WATCH);
    await page.goto(`${bench.platform.url}${target.page}`);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const requested = await page.evaluate(() => {
      const headingAt = (window as unknown as { __firstHeadingAt: number }).__firstHeadingAt;
      const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= headingAt);
      return resources.map((entry) => entry.name);
    });
    const origin = new URL(bench.platform.url).origin;
    // The document itself is the build's index.html, whatever the route.
    const files = new Set<string>(['/index.html']);
    for (const url of requested) {
      const parsed = new URL(url, origin);
      if (parsed.origin === origin) files.add(parsed.pathname);
    }
    const sized = [...files].map((file) => ({ file, kb: gzipKbOf(distDir, file) })).filter((row) => row.kb !== null);
    return {
      page: target.page,
      files: sized.map((row) => row.file),
      gzipKb: sized.reduce((total, row) => total + (row.kb ?? 0), 0),
    };
  } finally {
    await context.close();
  }
}

/** /login signed out, /projects and the first project's page signed in, on a seeded in-memory platform. */
export async function measureFirstLoads(distDir: string): Promise<FirstLoad[]> {
  const bench = await startBenchPlatform(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
  try {
    const [project] = await apiGet<Array<{ id: string }>>(bench, '/rest/v1/projects?select=id&limit=1');
    const pages: PageToVisit[] = [
      { page: '/login', signedIn: false },
      { page: '/projects', signedIn: true },
      ...(project ? [{ page: `/projects/${project.id}`, signedIn: true }] : []),
    ];
    const loads: FirstLoad[] = [];
    for (const target of pages) loads.push(await visit(browser, bench, distDir, target));
    return loads;
  } finally {
    await browser.close();
    await bench.platform.close();
  }
}
