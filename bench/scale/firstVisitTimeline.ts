import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from '../../scripts/chromium';
import { startBenchPlatform, type BenchPlatform } from '../benchPlatform';
import { median, WATCHED } from './pageProbe';
import { buildDocumentsWorld } from './scaleDocuments';
import { buildScaleWorld } from './scaleWorld';
import { scaledVolumes } from './measureScale';
import { settlePlatform } from './settlePlatform';

// `npx tsx bench/scale/firstVisitTimeline.ts [--dist dist] [--versus DIR,…] [--visits N] [--fraction F]
// [--pages logs,sources,documents] [--keys REGEX] [--trace PREFIX [--profile]]`: where a first visit of each
// scale page spends its time — the boot's chunks, the realtime join, the scope's reads, the heading, the
// page's code, its reads, its first rows — as medians over N fresh browser contexts (ms since navigation).
// With --versus, other builds are measured in the same window, visits in turns, each build on a platform
// of its own with the same world. --keys keeps the rows whose name matches; --trace writes a Chrome trace
// of each build's first timed visit (and --profile a CPU profile beside it).

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    versus: { type: 'string' },
    visits: { type: 'string', default: '5' },
    fraction: { type: 'string', default: '0.01' },
    pages: { type: 'string', default: 'logs,sources,documents' },
    trace: { type: 'string' },
    profile: { type: 'boolean', default: false },
    keys: { type: 'string', default: '.' },
  },
});

declare global {
  interface Window {
    __timeline: { marks: Record<string, number>; longTasks: Array<[number, number]> };
  }
}

// In the page before its scripts: when a heading and each watched row first appear in the document,
// the frame after each (about when it is painted), and the realtime socket's first and last joins and
// replies.
const WATCH = `
  (() => {
    const timeline = { marks: {}, longTasks: [] };
    window.__timeline = timeline;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) timeline.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const watched = { heading: 'h1', skeleton: '[aria-label="Loading"]', ${Object.entries(WATCHED)
      .map(([name, selector]) => `${name}: ${JSON.stringify(selector)}`)
      .join(', ')} };
    const mark = (name) => { if (!(name in timeline.marks)) timeline.marks[name] = performance.now(); };
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        mark('ws created');
        this.addEventListener('open', () => mark('ws open'));
        this.addEventListener('message', (event) => {
          const text = String(event.data);
          if (!text.includes('phx_reply') || text.includes('heartbeat')) return;
          mark('ws reply 1');
          timeline.marks['ws reply last'] = performance.now();
        });
        const send = this.send.bind(this);
        this.send = (data) => {
          if (String(data).includes('phx_join')) {
            mark('ws join 1');
            timeline.marks['ws join last'] = performance.now();
          }
          return send(data);
        };
      }
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched)) {
        if (name in timeline.marks) continue;
        const element = document.querySelector(selector);
        if (!element || !element.checkVisibility()) continue;
        timeline.marks[name] = performance.now();
        requestAnimationFrame(() => { timeline.marks[name + ' frame'] = performance.now(); });
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  })();
`;

interface Visit {
  marks: Record<string, number>;
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

async function visit(
  browser: Browser,
  bench: BenchPlatform,
  path: string,
  selector: string,
  traceTo?: string,
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: bench.platform.url, locale: 'en-US' });
  await context.addCookies(bench.cookies);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    if (traceTo) await browser.startTracing(page, { path: traceTo, categories: TRACE_CATEGORIES });
    const cdp = traceTo && values.profile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.goto(path);
    await page.locator(selector).first().waitFor({ timeout: 60_000 });
    if (traceTo) await browser.stopTracing();
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(traceTo!.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile));
    }
    await page.waitForFunction(() => Object.keys(window.__timeline.marks).some((name) => name.endsWith('frame')));
    const data = await page.evaluate(() => ({
      marks: window.__timeline.marks,
      longTasks: window.__timeline.longTasks,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, entry.startTime, (entry as PerformanceResourceTiming).responseEnd] as const),
      paints: performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime] as const),
    }));
    const marks: Record<string, number> = { ...data.marks };
    for (const [name, at] of data.paints) marks[name] = at;
    const tag = (url: string) => {
      const { pathname, search } = new URL(url);
      if (pathname.startsWith('/assets/')) return pathname.slice(8).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
      if (pathname.startsWith('/rest/v1/'))
        return `rest ${pathname.slice(9)}${search.includes('limit') ? ' (page)' : ''}`;
      return pathname;
    };
    for (const [url, start, end] of data.resources) {
      const name = tag(url);
      if (`${name} start` in marks) continue;
      marks[`${name} start`] = start;
      marks[`${name} end`] = end;
    }
    let busy = 0;
    for (const [start, duration] of data.longTasks) {
      if (start < (marks[`${selectorName(selector)}`] ?? Infinity)) busy += duration;
    }
    marks['long tasks before rows (sum)'] = busy;
    return { marks };
  } finally {
    await context.close();
  }
}

const selectorName = (selector: string) => Object.entries(WATCHED).find(([, value]) => value === selector)?.[0] ?? '';

async function world(bench: BenchPlatform, fraction: number) {
  const volumes = scaledVolumes(fraction);
  const ownerId = bench.session.user.id;
  const scale = await buildScaleWorld(bench.platform, ownerId, volumes, 'Scale');
  const documents = await buildDocumentsWorld(bench.platform, ownerId, volumes.listDocuments, 5_100, 'Scale');
  await settlePlatform(bench.platform);
  return {
    logs: [scale.logsPath, WATCHED.logLine],
    sources: [scale.sourcesPath, WATCHED.sourceRow],
    documents: [documents.listPath, WATCHED.documentRow],
  } as Record<string, [string, string]>;
}

const builds = [values.dist, ...(values.versus ? values.versus.split(',') : [])];
const fraction = Number(values.fraction);
const benches = await Promise.all(builds.map((dist) => startBenchPlatform(dist)));
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROME_FLAGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
});
try {
  const worlds = [];
  for (const bench of benches) worlds.push(await world(bench, fraction));
  for (const name of values.pages.split(',')) {
    const visits: Visit[][] = builds.map(() => []);
    // One untimed visit each: the platform's own code paths compiled, Chromium started.
    for (const [index, bench] of benches.entries()) await visit(browser, bench, ...worlds[index][name]);
    for (let round = 0; round < Number(values.visits); round++) {
      const order = round % 2 === 0 ? builds.keys() : [...builds.keys()].reverse();
      for (const index of order) {
        const traceTo = values.trace && round === 0 ? `${values.trace}-${name}-${index}.json` : undefined;
        visits[index].push(await visit(browser, benches[index], ...worlds[index][name], traceTo));
      }
    }
    console.log(`\n${name}`);
    const keys = new Set(visits.flatMap((list) => list.flatMap((one) => Object.keys(one.marks))));
    const rows = [...keys].map((key) => ({
      key,
      values: visits.map((list) => {
        const seen = list.map((one) => one.marks[key]).filter((value) => value !== undefined);
        return seen.length ? median(seen) : NaN;
      }),
    }));
    rows.sort((a, b) => (a.values.find((v) => !Number.isNaN(v)) ?? 0) - (b.values.find((v) => !Number.isNaN(v)) ?? 0));
    for (const row of rows.filter((one) => new RegExp(values.keys).test(one.key))) {
      console.log(`${row.key.padEnd(50)} ${row.values.map((value) => value.toFixed(0).padStart(7)).join(' ')}`);
    }
  }
} finally {
  await browser.close();
  for (const bench of benches) await bench.platform.close();
}
