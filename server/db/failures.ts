/**
 * The database could not be reached (a PostgreSQL restart, a terminated backend, a dropped connection).
 * Requests answer 503 DATABASE_UNAVAILABLE; the pool and the listener reconnect by themselves.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable right now; try again in a few seconds.', { cause });
  }
}

/**
 * A write refused because the database's disk is (nearly) full. Requests answer 507
 * INSUFFICIENT_STORAGE naming the folder and the space needed; reads keep working.
 */
export class InsufficientStorage extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }

  /** The local database's folder is below the free space it needs. */
  static inFolder(folder: string, neededBytes: number, freeBytes: number, cause?: unknown) {
    return new InsufficientStorage(
      `Not enough free disk space for the database in ${folder} (${megabytes(freeBytes)} free): writes resume ` +
        `once at least ${megabytes(neededBytes)} are free.`,
      cause,
    );
  }
}

export const megabytes = (bytes: number) => `${Math.max(0, Math.floor(bytes / (1024 * 1024)))} MB`;

// SQLSTATE classes and codes that mean the connection, not the statement, failed.
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = /connection terminated|not queryable|connection timeout|timeout expired|connection ended/i;

/** Whether a node-postgres error says the connection was lost or refused, rather than that a statement failed. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    code.startsWith('08') ||
    CONNECTION_CODES.has(code) ||
    SOCKET_CODES.has(code) ||
    CONNECTION_MESSAGES.test(error.message)
  );
}

/** disk_full: the server ran out of space despite the check (another writer filled the disk). */
export const isDiskFull = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '') === '53100' ||
  /No space left on device/i.test(String((error as Error | null)?.message));
