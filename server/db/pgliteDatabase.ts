import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { readSnapshot, saveSnapshot, snapshotKey } from './snapshot';
import { applySchema, type SqlFile } from './schema';
import type { Database } from './types';
import { startAutoAnalyze } from './autoAnalyze';

// Postgres' defaults size shared memory for a server with 100 clients and 128 MB of page cache. PGlite
// has one backend and the whole local database is a few MB, so these cut ~140 MB per instance.
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=5', '-c', 'wal_buffers=1MB'],
];
// Trigram indexes serve the logs page's search (migration 0007); pgvector holds chunk embeddings (0010).
const EXTENSIONS = { pg_trgm, vector };

/** The Database interface over one PGlite: its single connection serialises every transaction. */
export function pgliteDatabase(db: PGlite): Database {
  const database: Database = {
    embedded: { vectorsInWorker: true, startAutoAnalyze: () => startAutoAnalyze(database) },
    query: (sql, params) => db.query(sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: (sql, params) => tx.query(sql, params), exec: async (sql) => void (await tx.exec(sql)) }),
      ),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
  return database;
}

/**
 * Opens the embedded Postgres (in memory without dataDir) with the schema applied. In memory it starts
 * from the cached image of a freshly migrated database when there is one.
 */
export async function openPglite(files: SqlFile[], dataDir?: string): Promise<Database> {
  const prepare = async (pglite: PGlite) => {
    const db = pgliteDatabase(pglite);
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
