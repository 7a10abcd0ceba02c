import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { PlatformOptions } from '../../../server/core/context';
import { postgresUrl } from '../postgres/realPostgres';
import { TEMPLATE_DATABASE } from './postgresSetup';

let counter = 0;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl(inject('postgresSocketDir'), 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database for one test platform, copied from the suite's template. A platform kept on disk (memory
 * false, a dataDir) gets the database named after its folder, so a restart with that folder finds its data
 * as PGlite would; it is kept until the server stops. Any other is dropped with its platform.
 */
export async function testDatabase(options: Partial<PlatformOptions>) {
  const persistent = options.memory === false && options.dataDir;
  const name = persistent
    ? `dir_${createHash('sha256').update(options.dataDir!).digest('hex').slice(0, 16)}`
    : `test_${process.pid}_${++counter}`;
  await admin(async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  });
  return {
    url: postgresUrl(inject('postgresSocketDir'), name),
    drop: async () => {
      if (!persistent) await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
