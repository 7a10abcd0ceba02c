import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/database';
import { startRealPostgres } from '../postgres/realPostgres';

/** The database every test platform on PostgreSQL is copied from: set up once, by the platform itself. */
export const TEMPLATE_DATABASE = 'platform_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresSocketDir: string;
  }
}

/**
 * Global setup of the server suite on PostgreSQL: one throw-away Debian PostgreSQL server for the run,
 * with a template database the platform set up (roles, auth schema, migrations, capture).
 */
export default async function setup(project: TestProject) {
  // Each test platform holds a pool and a listener; several test files run at once.
  const server = await startRealPostgres({ maxConnections: 400 });
  try {
    const admin = await server.connect('supabase_admin');
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const db = await openDatabase({ url: server.url(TEMPLATE_DATABASE) });
    await db.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresSocketDir', server.socketDir);
  return () => server.stop();
}
