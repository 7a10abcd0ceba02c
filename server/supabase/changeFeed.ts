import { DatabaseUnavailable, InsufficientStorage } from '../db/failures';
import type { Database } from '../db/types';

/** One captured row change, in commit order (see server/db/realtimeCapture.sql). */
export interface Change {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

const BATCH_SIZE = 500;
/** How long a notification waits for others to drain with it. */
const COALESCE_MS = 20;
/** How often an instance marks its feed alive, drains without a notification and removes dead feeds. */
const HEARTBEAT_MS = 1_000;
/** A feed not marked alive this long belongs to an instance that is gone: its queue is dropped. */
const FEED_EXPIRY = '1 minute';

/**
 * Registers this instance's feed (every committed change of a published table is queued for it from
 * then on) and drains its queue whenever Postgres notifies, one drain at a time, handing each batch to
 * onBatch in order. Resolves once listening, so capture is live before any join.
 */
export async function startChangeFeed(db: Database, feedId: string, onBatch: (changes: Change[]) => Promise<void>) {
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // During a database outage (or on a full disk, which refuses the heartbeat's write) every drain and
  // heartbeat fails: said once, and once when the feed is back.
  let paused = false;
  const failed = (what: string) => (error: unknown) => {
    if (!(error instanceof DatabaseUnavailable || error instanceof InsufficientStorage)) {
      return console.error(what, error);
    }
    if (paused) return;
    paused = true;
    console.error(`Realtime change feed paused until the database takes writes again: ${error.message}`);
  };

  const drainOnce = async () => {
    for (;;) {
      const { rows } = await db.query<{
        id: number;
        schema_name: string;
        table_name: string;
        change_type: Change['type'];
        record: Change['record'];
        old_record: Change['oldRecord'];
        commit_timestamp: Date;
      }>(
        `delete from local_platform.changes where id in
           (select id from local_platform.changes where feed = $1 order by id limit ${BATCH_SIZE}) returning *`,
        [feedId],
      );
      if (rows.length === 0 || stopped) return;
      rows.sort((x, y) => Number(x.id) - Number(y.id));
      await onBatch(
        rows.map((row) => ({
          id: Number(row.id),
          schema: row.schema_name,
          table: row.table_name,
          type: row.change_type,
          record: row.record,
          oldRecord: row.old_record,
          commitTimestamp: row.commit_timestamp.toISOString(),
        })),
      );
      // A short batch emptied the queue; what commits later notifies again.
      if (rows.length < BATCH_SIZE) return;
    }
  };
  let pending: NodeJS.Timeout | null = null;
  let lastDrain = 0;
  // A notification drains at once, but at most one drain starts every COALESCE_MS: a bulk write commits
  // many small transactions, and each drain is a statement on the database those writes are waiting for.
  const drain = () => {
    if (stopped || pending) return;
    const wait = lastDrain + COALESCE_MS - performance.now();
    if (wait <= 0) drainNow();
    else pending = setTimeout(drainNow, wait);
  };
  const drainNow = () => {
    pending = null;
    if (stopped) return;
    lastDrain = performance.now();
    if (draining) {
      again = true;
      return;
    }
    draining = drainOnce()
      .catch(failed('Realtime change feed failed:'))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          drainNow();
        }
      });
  };
  // Realtime never replays: the feed starts empty, with what is committed from now on.
  const register = () =>
    db.query(`insert into local_platform.feeds (id) values ($1) on conflict (id) do update set seen_at = now()`, [
      feedId,
    ]);
  // What committed before a channel joins is drained (to the channels already joined) before it is
  // added, so a join never receives a change that was queued before it.
  const flush = async () => {
    if (pending) clearTimeout(pending);
    pending = null;
    drainNow();
    const current = draining;
    await current;
    if (draining && draining !== current) await draining;
  };
  await register();
  const heartbeat = setInterval(() => {
    if (stopped) return;
    register()
      .then(() => {
        if (paused) console.error('Realtime change feed resumed');
        paused = false;
        return db.query(
          `delete from local_platform.feeds where seen_at < now() - interval '${FEED_EXPIRY}' and id <> $1`,
          [feedId],
        );
      })
      .catch(failed('Realtime feed heartbeat failed:'));
    // A notification lost (a dropped listener connection) costs at most this long.
    drain();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const unlisten = await db.listen('local_platform_changes', drain);
  const stop = async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (pending) clearTimeout(pending);
    await unlisten();
    await draining;
    await db.query('delete from local_platform.feeds where id = $1', [feedId]);
  };
  return { flush, stop };
}
