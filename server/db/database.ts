import { openPglite } from './pgliteDatabase';
import { openPostgres } from './postgresDatabase';
import { schemaFiles } from './schema';
import type { Database } from './types';

export type { Database, Transaction } from './types';

/**
 * Opens the platform's database with its schema applied: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite (in memory without dataDir).
 */
export function openDatabase({ dataDir, url }: { dataDir?: string; url?: string } = {}): Promise<Database> {
  return url ? openPostgres(url, schemaFiles()) : openPglite(schemaFiles(), dataDir);
}
