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

/** A route as the report names it, with its ids as placeholders. */
export interface RoutePage extends PageToVisit {
  route: string;
}

const PROJECT_ROUTES = [
  '',
  '/documents',
  '/search',
  '/graphql',
  '/requests',
  '/settings',
  '/settings/developer',
  '/settings/features',
];
const SOURCE_ROUTES = ['', '/logs', '/documents', '/settings', '/settings/enhancements'];
const ACCOUNT_ROUTES = ['/settings/account', '/settings/admin-keys', '/settings/subscription', '/settings/billing'];

/** Every route of the app, each opened directly (a link from elsewhere, a bookmark), for the seeded demo's first project and source. */
export function everyRoute(projectId: string | undefined, sourceId: string | undefined): RoutePage[] {
  return [
    { route: '/login', page: '/login', signedIn: false },
    { route: '/projects', page: '/projects', signedIn: true },
    ...ACCOUNT_ROUTES.map((route) => ({ route, page: route, signedIn: true })),
    ...(projectId
      ? PROJECT_ROUTES.map((tail) => ({
          route: `/projects/:projectId${tail}`,
          page: `/projects/${projectId}${tail}`,
          signedIn: true,
        }))
      : []),
    ...(projectId && sourceId
      ? SOURCE_ROUTES.map((tail) => ({
          route: `/projects/:projectId/sources/:sourceId${tail}`,
          page: `/projects/${projectId}/sources/${sourceId}${tail}`,
          signedIn: true,
        }))
      : []),
  ];
}

export interface RouteLoad extends FirstLoad {
  route: string;
}

/** Every route's first load (signed out for /login, signed in for the rest), on a seeded in-memory platform. */
export async function measureFirstLoads(distDir: string): Promise<RouteLoad[]> {
  const bench = await startBenchPlatform(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
  try {
    const [source] = await apiGet<Array<{ id: string; project_id: string }>>(
      bench,
      '/rest/v1/sources?select=id,project_id&order=created_at&limit=1',
    );
    const [project] = source
      ? [{ id: source.project_id }]
      : await apiGet<Array<{ id: string }>>(bench, '/rest/v1/projects?select=id&limit=1');
    const loads: RouteLoad[] = [];
    for (const target of everyRoute(project?.id, source?.id)) {
      loads.push({ route: target.route, ...(await visit(browser, bench, distDir, target)) });
    }
    return loads;
  } finally {
    await browser.close();
    await bench.platform.close();
  }
}
