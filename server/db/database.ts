import { readFileSync, readdirSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { readSnapshot, saveSnapshot, snapshotKey } from './snapshot';

const here = fileURLToPath(new URL('.', import.meta.url));
const migrationsDir = join(here, '..', '..', 'supabase', 'migrations');

// Postgres' defaults size shared memory for a server with 100 clients and 128 MB of page cache. PGlite
// has one backend and the whole local database is a few MB, so these cut ~140 MB per instance.
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=5', '-c', 'wal_buffers=1MB'],
];
// Trigram indexes serve the logs page's search (migration 0007); pgvector holds chunk embeddings (0010).
const EXTENSIONS = { pg_trgm, vector };

interface SqlFile {
  name: string;
  sql: string;
}

const readSql = (dir: string, name: string): SqlFile => ({ name, sql: readFileSync(join(dir, name), 'utf8') });

/**
 * Opens the embedded Postgres (in memory without dataDir), installs the local auth schema, applies every
 * supabase/migrations/*.sql once in name order and (re)installs the realtime change capture.
 */
export async function openDatabase({ dataDir }: { dataDir?: string } = {}): Promise<PGlite> {
  const authSchema = readSql(here, 'localAuthSchema.sql');
  const capture = readSql(here, 'realtimeCapture.sql');
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readSql(migrationsDir, f));
  const prepare = (db: PGlite) => applySchema(db, authSchema, migrations, capture);

  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    return prepare(await PGlite.create({ dataDir, startParams: START_PARAMS, extensions: EXTENSIONS }));
  }
  const key = snapshotKey([...START_PARAMS, ...[authSchema, ...migrations, capture].flatMap((f) => [f.name, f.sql])]);
  const image = await readSnapshot(key);
  if (image) {
    const restored = await PGlite.create({
      loadDataDir: image,
      startParams: START_PARAMS,
      extensions: EXTENSIONS,
    }).then(prepare, () => null);
    if (restored) return restored;
  }
  const db = await prepare(await PGlite.create({ startParams: START_PARAMS, extensions: EXTENSIONS }));
  await saveSnapshot(key, db);
  return db;
}

/** Idempotent, so it runs on every open: a restored image or an existing data dir only gets what is new. */
async function applySchema(db: PGlite, authSchema: SqlFile, migrations: SqlFile[], capture: SqlFile): Promise<PGlite> {
  try {
    await db.exec(authSchema.sql);
    await applyMigrations(db, migrations);
    await db.exec(capture.sql);
    await db.query('select local_platform.install_capture()');
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function applyMigrations(db: PGlite, migrations: SqlFile[]): Promise<void> {
  await db.exec(`
    create schema if not exists local_platform;
    revoke all on schema local_platform from public;
    create table if not exists local_platform.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );`);
  const applied = new Set(
    (await db.query<{ name: string }>('select name from local_platform.migrations')).rows.map((r) => r.name),
  );
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue;
    // One transaction per file: a broken migration leaves no half-applied schema behind.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_platform.migrations (name) values ($1)', [name]);
    });
  }
}
