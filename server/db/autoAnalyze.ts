import { InsufficientStorage } from './failures';
import type { Database } from './types';

/** How often the platform looks for tables whose planner statistics fell behind their writes. */
export const AUTO_ANALYZE_INTERVAL_MS = 5_000;

/**
 * Postgres keeps its planner statistics current through autovacuum, whose launcher PGlite (one process,
 * no background workers) never starts. Without it a bulk write leaves the planner guessing: the newest
 * page of a large log was sorted out of every line instead of read backwards from its index
 * (docs/performance.md). This applies autovacuum's own rule: analyze a table once more rows changed since its
 * last analyze than autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × its rows.
 * Returns the tables it analyzed.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  // A backend reports its table counters at most once a second unless told to; the next statement does.
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', s.schemaname, s.relname) as name
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
              + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)`,
  );
  for (const { name } of rows) await db.exec(`analyze ${name}`);
  await cleanGinPendingLists(
    db,
    rows.map((row) => row.name),
  );
  return rows.map((row) => row.name);
}

/**
 * A GIN index takes new rows into a pending list that every search through it reads in full, until a
 * vacuum or autovacuum's analyze moves it into the index proper; without them it only moves once it
 * outgrows gin_pending_list_limit. After a bulk write of chunks, every word of every search scanned
 * hundreds of pending pages. This moves the pending lists of the tables just analyzed and of those
 * written since.
 */
async function cleanGinPendingLists(db: Database, analyzed: string[]): Promise<void> {
  const { rows } = await db.query<{ index: string }>(
    `select i.indexrelid::regclass::text as index
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_am a on a.oid = c.relam
       join pg_stat_user_tables s on s.relid = i.indrelid
      where a.amname = 'gin'
        and (s.n_mod_since_analyze > 0 or format('%I.%I', s.schemaname, s.relname) = any($1::text[]))`,
    [analyzed],
  );
  for (const { index } of rows) await db.query('select gin_clean_pending_list($1::regclass)', [index]);
}

/** Runs analyzeChangedTables every interval; the returned stop waits for a pass under way. */
export function startAutoAnalyze(db: Database, intervalMs = AUTO_ANALYZE_INTERVAL_MS): () => Promise<void> {
  let pass: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass = analyzeChangedTables(db)
      // On a nearly full disk analyze waits, as every write does, without a log line each interval.
      .catch(
        (error: unknown) =>
          error instanceof InsufficientStorage || console.error('Analyzing changed tables failed:', error),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
