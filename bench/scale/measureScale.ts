import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromiumPath } from '../../scripts/chromium';
import type { BenchPlatform } from '../benchPlatform';
import { buildDocumentsWorld, measureDocumentsPage, type DocumentsScaleResult } from './scaleDocuments';
import { measureGraphqlDocuments, type GraphqlScaleResult } from './scaleGraphql';
import { measureLogsPage, type LogsScaleResult } from './scaleLogs';
import { measureSourcesPage, type SourcesScaleResult } from './scaleSources';
import { buildScaleWorld, FULL_VOLUMES, type ScaleVolumes } from './scaleWorld';
import { settlePlatform } from './settlePlatform';

// The scale section: the built app in Chromium against volumes built in the bench's own
// in-memory platform. `fraction` (< 1) shrinks every volume for a quick check; budgets hold for 1.

export interface ScaleResult {
  volumes: ScaleVolumes;
  buildSeconds: number;
  logs: LogsScaleResult;
  sources: SourcesScaleResult;
  documents: DocumentsScaleResult;
  graphql: GraphqlScaleResult;
}

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

export async function measureScale(bench: BenchPlatform, fraction = 1): Promise<ScaleResult> {
  const volumes = scaledVolumes(fraction);
  const started = performance.now();
  const world = await buildScaleWorld(bench.platform, bench.session.user.id, volumes);
  const documentsWorld = await buildDocumentsWorld(
    bench.platform,
    bench.session.user.id,
    volumes.listDocuments,
    volumes.projectDocuments,
  );
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
    const context = await newContext();
    const logs = await measureLogsPage(context, newContext, world.logsPath);
    const sources = await measureSourcesPage(
      context,
      newContext,
      bench.platform,
      world.sourcesPath,
      world.sourceIds,
      volumes,
    );
    const documents = await measureDocumentsPage(newContext, documentsWorld.listPath);
    const graphql = await measureGraphqlDocuments(bench, documentsWorld.projectId);
    return { volumes, buildSeconds, logs, sources, documents, graphql };
  } finally {
    await browser.close();
  }
}
