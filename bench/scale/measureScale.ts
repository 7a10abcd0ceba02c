import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from '../../scripts/chromium';
import type { BenchPlatform } from '../benchPlatform';
import { pairedColdLoads, WATCHED, type AtVolumes, type ColdLoad } from './pageProbe';
import { buildDocumentsWorld } from './scaleDocuments';
import { measureGraphqlDocuments, type GraphqlScaleResult } from './scaleGraphql';
import { measureLogsPage, type LogsScaleResult } from './scaleLogs';
import { measureSourcesPage, sourcesLive, type SourcesScaleResult } from './scaleSources';
import { buildScaleWorld, FULL_VOLUMES, type ScaleVolumes } from './scaleWorld';
import { settlePlatform } from './settlePlatform';

// The scale section: the built app in Chromium against volumes built in the bench's own
// in-memory platform. Each page is measured at the full volume and, in the same run and platform, at a
// small one (SMALL_SHARE of it): their ratio says what the volume costs on any machine, where the
// absolute figures also carry the machine. `fraction` (< 1) shrinks every volume for a quick check;
// budgets hold for 1.

/** One run of the scale section: what `npm run bench -- --runs N` repeats on a fresh platform. */
export interface ScaleRun {
  volumes: AtVolumes<ScaleVolumes>;
  buildSeconds: number;
  /** Median of five first visits, each volume's taken in turns. */
  firstVisits: { logs: AtVolumes<ColdLoad>; sources: AtVolumes<ColdLoad>; documents: AtVolumes<ColdLoad> };
  graphql: AtVolumes<GraphqlScaleResult>;
  /** Full volume only: scrolling, heap and search in one open page. */
  logs: LogsScaleResult;
  /** Full volume only: the indexing animation and the realtime burst. */
  sources: SourcesScaleResult;
}

export interface ScaleResult {
  runs: ScaleRun[];
}

/** The small volume's share of the full one. */
export const SMALL_SHARE = 0.01;

// Frames are not held to the display's 60 Hz, so a scroll step's frame comes as soon as its work allows.
const UNTHROTTLED = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

export function scaledVolumes(fraction: number): ScaleVolumes {
  const scale = (value: number) => Math.max(1, Math.round(value * fraction));
  return {
    logLines: scale(FULL_VOLUMES.logLines),
    sources: scale(FULL_VOLUMES.sources),
    indexingSources: scale(FULL_VOLUMES.indexingSources),
    burstPerSecond: scale(FULL_VOLUMES.burstPerSecond),
    burstSeconds: Math.max(2, scale(FULL_VOLUMES.burstSeconds)),
    listDocuments: scale(FULL_VOLUMES.listDocuments),
    // GraphQL needs more than 50 pages of 100 for its page 50.
    projectDocuments: Math.max(5_100, scale(FULL_VOLUMES.projectDocuments)),
  };
}

export async function measureScale(bench: BenchPlatform, fraction = 1): Promise<ScaleRun> {
  const volumes = { full: scaledVolumes(fraction), small: scaledVolumes(fraction * SMALL_SHARE) };
  const started = performance.now();
  const ownerId = bench.session.user.id;
  const build = async (volume: ScaleVolumes, label: string) => ({
    world: await buildScaleWorld(bench.platform, ownerId, volume, label),
    documents: await buildDocumentsWorld(bench.platform, ownerId, volume.listDocuments, volume.projectDocuments, label),
  });
  const full = await build(volumes.full, 'Scale');
  const small = await build(volumes.small, 'Scale (small)');
  await settlePlatform(bench.platform);
  const buildSeconds = (performance.now() - started) / 1000;

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROME_FLAGS, ...UNTHROTTLED] });
  try {
    // A fresh context is a first visit: an empty cache, the signed-in cookies.
    const newContext = async () => {
      const context = await browser.newContext({ baseURL: bench.platform.url, locale: 'en-US' });
      await context.addCookies(bench.cookies);
      return context;
    };
    const paths = (pick: (built: typeof full) => string) => ({ full: pick(full), small: pick(small) });
    // One untimed visit of each page first: a platform people use has served these routes before, so the
    // first timed visit should not pay for compiling the platform's own code paths (nor Chromium's start).
    const warmUps: Array<[string, string]> = [
      [small.world.logsPath, WATCHED.logLine],
      [small.world.sourcesPath, WATCHED.sourceRow],
      [small.documents.listPath, WATCHED.documentRow],
    ];
    for (const [path, selector] of warmUps) {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(path);
      await page.locator(selector).first().waitFor();
      await context.close();
    }
    const firstVisits = {
      logs: await pairedColdLoads(
        newContext,
        paths((built) => built.world.logsPath),
        WATCHED.logLine,
      ),
      sources: await pairedColdLoads(
        newContext,
        paths((built) => built.world.sourcesPath),
        WATCHED.sourceRow,
        sourcesLive,
      ),
      documents: await pairedColdLoads(
        newContext,
        paths((built) => built.documents.listPath),
        WATCHED.documentRow,
      ),
    };
    const graphql = await measureGraphqlDocuments(
      bench,
      paths((built) => built.documents.projectId),
    );
    const context = await newContext();
    const logs = await measureLogsPage(context, full.world.logsPath);
    const sources = await measureSourcesPage(
      context,
      bench.platform,
      full.world.sourcesPath,
      full.world.sourceIds,
      volumes.full,
    );
    return { volumes, buildSeconds, firstVisits, graphql, logs, sources };
  } finally {
    await browser.close();
  }
}
