import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { readSnapshot, saveSnapshot, snapshotKey } from './snapshot';
import { applySchema, type SqlFile } from './schema';
import { InsufficientStorage, isDiskFull } from './failures';
import { mayWrite, storageGuard, type FreeSpace, type StorageGuard } from './storageGuard';
import type { Database, Transaction } from './types';
import { startAutoAnalyze } from './autoAnalyze';

// Postgres' defaults size shared memory for a server with 100 clients and 128 MB of page cache. PGlite
// has one backend and the whole local database is a few MB, so these cut ~140 MB per instance.
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=5', '-c', 'wal_buffers=1MB'],
];
// Trigram indexes serve the logs page's search (migration 0007); pgvector holds chunk embeddings (0010).
const EXTENSIONS = { pg_trgm, vector };

const LOGGED_CHARS = 300;
/** A quoted value in a message (Postgres quotes the input it could not take) longer than a word or two. */
const QUOTED_VALUE = /"[\s\S]{32,}"/;

/**
 * PGlite puts the statement's parameters (a pushed document's whole text) on its errors, and Postgres
 * quotes a value it refuses in the message, so every log line printing such an error printed the
 * document: the parameters are hidden, quoted values left out and the statement cut short.
 */
function quiet(error: unknown, folder: string | undefined): unknown {
  if (folder && isDiskFull(error)) {
    return new InsufficientStorage(`The disk holding ${folder} is full: writes resume once space is freed.`, error);
  }
  if (!(error instanceof Error) || !('params' in error)) return error;
  const { query } = error as { query?: unknown };
  const message = error.message
    .replace(QUOTED_VALUE, (value) => `"<${value.length - 2} characters left out>"`)
    .slice(0, LOGGED_CHARS);
  if (error.stack) error.stack = error.stack.replace(error.message, message);
  error.message = message;
  Object.defineProperties(error, {
    params: { enumerable: false },
    queryOptions: { enumerable: false },
    query: { enumerable: true, value: typeof query === 'string' ? query.slice(0, LOGGED_CHARS) : query },
  });
  return error;
}

/**
 * The Database interface over one PGlite: its single connection serialises every transaction. With a
 * guard (a data folder on disk), statements that may write are refused while the disk is nearly full.
 */
export function pgliteDatabase(db: PGlite, guard?: StorageGuard, folder?: string): Database {
  const rethrow = (error: unknown): never => {
    throw quiet(error, folder);
  };
  const checked = async (sql: string) => {
    if (guard && mayWrite(sql)) await guard.beforeWrite();
  };
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      await checked(sql);
      return target.query<T>(sql, params).catch(rethrow);
    },
    exec: async (sql) => {
      await checked(sql);
      await target.exec(sql).catch(rethrow);
    },
  });
  const database: Database = {
    embedded: { vectorsInWorker: true, startAutoAnalyze: () => startAutoAnalyze(database) },
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))).catch(rethrow),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    holdWhileAlive: async (key) => void (await db.query('select pg_try_advisory_lock(hashtextextended($1, 0))', [key])),
    close: () => db.close(),
  };
  return database;
}

/**
 * Opens the embedded Postgres (in memory without dataDir) with the schema applied. In memory it starts
 * from the cached image of a freshly migrated database when there is one.
 */
export async function openPglite(files: SqlFile[], dataDir?: string, freeSpace?: FreeSpace): Promise<Database> {
  const guard = dataDir ? storageGuard(dataDir, freeSpace) : undefined;
  const prepare = async (pglite: PGlite) => {
    const db = pgliteDatabase(pglite, guard, dataDir);
    try {
      await applySchema(db, files);
      return db;
    } catch (error) {
      await pglite.close();
      throw error;
    }
  };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await guard!.beforeStart();
    return prepare(await PGlite.create({ dataDir, startParams: START_PARAMS, extensions: EXTENSIONS }));
  }
  const key = snapshotKey([...START_PARAMS, ...files.flatMap((f) => [f.name, f.sql])]);
  const image = await readSnapshot(key);
  if (image) {
    const restored = await PGlite.create({ loadDataDir: image, startParams: START_PARAMS, extensions: EXTENSIONS })
      .then(prepare)
      .catch(() => null);
    if (restored) return restored;
  }
  const pglite = await PGlite.create({ startParams: START_PARAMS, extensions: EXTENSIONS });
  const db = await prepare(pglite);
  await saveSnapshot(key, pglite);
  return db;
}
