import { openPglite } from './pgliteDatabase';
import { openPostgres } from './postgresDatabase';
import { schemaFiles } from './schema';
import type { FreeSpace } from './storageGuard';
import type { Database } from './types';

export type { Database, Transaction } from './types';

export { DatabaseUnavailable, InsufficientStorage } from './failures';

/**
 * Opens the platform's database with its schema applied: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite (in memory without dataDir; on disk with writes refused while the disk is nearly full,
 * freeSpace telling how much is left).
 */
export function openDatabase({
  dataDir,
  url,
  freeSpace,
}: { dataDir?: string; url?: string; freeSpace?: FreeSpace } = {}): Promise<Database> {
  return url ? openPostgres(url, schemaFiles()) : openPglite(schemaFiles(), dataDir, freeSpace);
}
