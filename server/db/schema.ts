import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './types';

const here = fileURLToPath(new URL('.', import.meta.url));
const migrationsDir = join(here, '..', '..', 'supabase', 'migrations');

export interface SqlFile {
  name: string;
  /** What applySchema does with it: run every time (idempotent) or once, recorded by name. */
  kind: 'always' | 'migration';
  sql: string;
}

const readSql = (dir: string, name: string, kind: SqlFile['kind']): SqlFile => ({
  name,
  kind,
  sql: readFileSync(join(dir, name), 'utf8'),
});

/** The local auth schema, every supabase/migrations/*.sql in name order, then the realtime capture. */
export function schemaFiles(): SqlFile[] {
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readSql(migrationsDir, f, 'migration'));
  return [
    readSql(here, 'localAuthSchema.sql', 'always'),
    ...migrations,
    readSql(here, 'realtimeCapture.sql', 'always'),
  ];
}

/**
 * Idempotent, so it runs on every open: a restored image, an existing data dir or a database set up
 * before only gets what is new. Each migration runs in its own transaction and is recorded by name, so a
 * broken one leaves no half-applied schema behind.
 */
export async function applySchema(db: Pick<Database, 'exec' | 'query' | 'transaction'>, files: SqlFile[]) {
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
  for (const { name, kind, sql } of files) {
    if (kind === 'always') {
      await db.exec(sql);
      continue;
    }
    if (applied.has(name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_platform.migrations (name) values ($1)', [name]);
    });
  }
  await db.query('select local_platform.install_capture()');
}
