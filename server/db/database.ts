import { readFileSync, readdirSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const here = fileURLToPath(new URL('.', import.meta.url));
const migrationsDir = join(here, '..', '..', 'supabase', 'migrations');

/**
 * Opens the embedded Postgres (in memory without dataDir), installs the local auth schema, applies every
 * supabase/migrations/*.sql once in name order and (re)installs the realtime change capture.
 */
export async function openDatabase({ dataDir }: { dataDir?: string } = {}): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  try {
    await db.exec(readFileSync(join(here, 'localAuthSchema.sql'), 'utf8'));
    await applyMigrations(db);
    await db.exec(readFileSync(join(here, 'realtimeCapture.sql'), 'utf8'));
    await db.query('select local_platform.install_capture()');
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function applyMigrations(db: PGlite): Promise<void> {
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
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    // One transaction per file: a broken migration leaves no half-applied schema behind.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_platform.migrations (name) values ($1)', [file]);
    });
  }
}
