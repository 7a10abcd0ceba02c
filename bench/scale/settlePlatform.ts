import { analyzeChangedTables } from '../../server/db/autoAnalyze';
import type { Platform } from '../../server/platform';

const FEED_TIMEOUT_MS = 120_000;

/**
 * The bench writes its volumes in one go, which no use of the platform does: 190k captured row changes
 * at once. Before a page is measured the platform settles as it would long before anyone opened one:
 * its autovacuum stand-in analyzes the tables (server/db/autoAnalyze.ts, within 5 s of the writes) and
 * its realtime feed delivers the queued changes (about 5 s here); measured during that drain, the first
 * page's reads and joins queued behind it.
 */
export async function settlePlatform(platform: Platform): Promise<void> {
  await analyzeChangedTables(platform.ctx.db);
  const deadline = performance.now() + FEED_TIMEOUT_MS;
  for (;;) {
    const { rows } = await platform.ctx.db.query<{ queued: boolean }>(
      'select exists (select 1 from local_platform.changes) as queued',
    );
    if (!rows[0].queued) return;
    if (performance.now() > deadline) throw new Error('The realtime feed did not drain the bulk writes in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
