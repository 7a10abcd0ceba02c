import { statfs } from 'node:fs/promises';
import { InsufficientStorage, megabytes } from './failures';

/** Bytes free for this process in the file system holding folder; injectable so tests can fake a full disk. */
export type FreeSpace = (folder: string) => Promise<number>;

export const diskFreeSpace: FreeSpace = async (folder) => {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
};

const MiB = 1024 * 1024;
/**
 * Free space PGlite's folder must keep before a write is let through. Below about 16 MB free PGlite
 * spins forever (one WAL segment is 16 MB), so the margin leaves room for that plus a large push's rows.
 */
export const STORAGE_MARGIN_BYTES = 128 * MiB;
/** With this much to spare, one look at the disk serves the writes of the next RECHECK_MS. */
const PLENTY_BYTES = 4 * STORAGE_MARGIN_BYTES;
const RECHECK_MS = 1_000;

// Statements that may write (the first keyword of a statement or of a data-modifying CTE, or a
// maintenance command). A select that writes through a function is caught by the margin instead.
const WRITES =
  /\b(insert|update|delete|merge|create|alter|drop|truncate|copy|vacuum|analyze|cluster|reindex|refresh|grant|revoke|comment)\b/i;

/** Whether a statement may write to disk; a read is never refused for lack of space. */
export const mayWrite = (sql: string) => WRITES.test(sql);

/**
 * Before a write: refuses it with InsufficientStorage while the folder's disk has less free than the
 * margin. Looks at the disk at most once a second while space is plentiful, before every write near the
 * margin, so writes resume as soon as space is freed.
 */
export function storageGuard(folder: string, freeSpace: FreeSpace = diskFreeSpace, margin = STORAGE_MARGIN_BYTES) {
  let free = 0;
  let checkedAt = -Infinity;
  // A source given by a test answers at once and is asked before every write.
  const recheckMs = freeSpace === diskFreeSpace ? RECHECK_MS : 0;
  const look = async () => {
    free = await freeSpace(folder);
    checkedAt = performance.now();
    return free;
  };
  return {
    async beforeWrite(): Promise<void> {
      const fresh = free >= PLENTY_BYTES && performance.now() - checkedAt < recheckMs;
      if (!fresh) await look();
      if (free < margin) throw InsufficientStorage.inFolder(folder, margin, free);
    },
    /** Before the database opens: a full disk stops the start with one line instead of PGlite's abort. */
    async beforeStart(): Promise<void> {
      const bytes = await look();
      if (bytes < margin) {
        throw new Error(
          `Not enough free disk space to open the database in ${folder}: ${megabytes(bytes)} free, ` +
            `at least ${megabytes(margin)} needed.`,
        );
      }
    },
  };
}

export type StorageGuard = ReturnType<typeof storageGuard>;
