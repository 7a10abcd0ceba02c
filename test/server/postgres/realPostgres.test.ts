import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type pg from 'pg';
import type { Sql } from './attacks';
import { describeLeastPrivilege } from './leastPrivilegeSuite';
import { startRealPostgres } from './realPostgres';

const here = fileURLToPath(new URL('.', import.meta.url));
const migrationsDir = join(here, '..', '..', '..', 'supabase', 'migrations');

const adapter =
  (client: pg.Client): Sql =>
  async (text, params) => {
    const result = await client.query(text, params);
    return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
  };

// Debian's PostgreSQL with hosted Supabase's roles and defaults; the migrations run as `postgres`, which
// is no superuser there either, and the attacks come through `authenticator` as PostgREST's do.
describeLeastPrivilege('a real PostgreSQL server', async () => {
  const server = await startRealPostgres();
  const clients: pg.Client[] = [];
  try {
    const admin = await server.connect('supabase_admin');
    clients.push(admin);
    await admin.query(readFileSync(join(here, 'supabaseBootstrap.sql'), 'utf8'));
    const owner = await server.connect('postgres');
    clients.push(owner);
    const { rows } = await owner.query<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    if (rows[0].rolsuper) throw new Error('the migrations must run as a non-superuser postgres, as on hosted Supabase');
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const sql = readFileSync(join(migrationsDir, file), 'utf8');
      await owner.query(`begin;\n${sql}\ncommit;`).catch((error: Error) => {
        throw new Error(`${file} failed on PostgreSQL: ${error.message}`);
      });
    }
    const api = await server.connect('authenticator');
    clients.push(api);
    return {
      target: { service: adapter(owner), api: adapter(api) },
      close: async () => {
        await Promise.all(clients.map((client) => client.end()));
        await server.stop();
      },
    };
  } catch (error) {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await server.stop();
    throw error;
  }
});
