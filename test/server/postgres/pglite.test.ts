import { openDatabase } from '../../../server/db/database';
import type { Sql } from './attacks';
import { describeLeastPrivilege } from './leastPrivilegeSuite';

// The local platform's database, opened as the platform opens it. PGlite runs as its superuser, which
// stands for the service rights; the attacks SET LOCAL ROLE as PostgREST's connection does.
describeLeastPrivilege('PGlite (the local platform)', async () => {
  const db = await openDatabase();
  const sql: Sql = async (text, params) => {
    const result = await db.query<Record<string, unknown>>(text, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return { target: { service: sql, api: sql }, close: () => db.close() };
});
