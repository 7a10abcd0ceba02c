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

/**
 * Drains the capture queue whenever Postgres notifies, one drain at a time, handing each batch to
 * onBatch in order. Resolves to a stop function once listening, so capture is live before any join.
 */
export async function startChangeFeed(db: Database, onBatch: (changes: Change[]) => Promise<void>) {
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;

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
           (select id from local_platform.changes order by id limit ${BATCH_SIZE}) returning *`,
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
    }
  };
  const drain = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drainOnce()
      .catch((error: unknown) => console.error('Realtime change feed failed:', error))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          drain();
        }
      });
  };

  // Changes queued before this start (a previous run) are history: realtime never replays.
  await db.query('delete from local_platform.changes');
  const unlisten = await db.listen('local_platform_changes', drain);
  return async () => {
    stopped = true;
    await unlisten();
    await draining;
  };
}
