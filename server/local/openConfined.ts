import { constants, existsSync } from 'node:fs';
import { open, readlink, realpath } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { inside } from './root';
import type { SkipReason } from './skips';

/** What the scan saw of a file: the read must find the very same file (device and inode), still alone. */
export interface Seen {
  dev: number;
  ino: number;
  nlink: number;
}

// No-follow: a name swapped for a link after the scan is refused by the kernel (ELOOP), not followed.
// Non-blocking: opening a name swapped for a FIFO returns at once instead of holding a thread-pool thread.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

// Where the kernel names an open file's real path; elsewhere the path is resolved again after opening.
const PROC_FD = existsSync('/proc/self/fd');

export type Opened = { ok: true; handle: FileHandle; stat: Stats } | { ok: false; reason: SkipReason; detail?: string };

export function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isDirectory()) return 'a folder';
  return 'not a file';
}

async function check(handle: FileHandle, path: string, root: string, seen: Seen): Promise<Opened> {
  const stat = await handle.stat();
  if (!stat.isFile()) return { ok: false, reason: 'notRegular', detail: kindOf(stat) };
  if (stat.dev !== seen.dev || stat.ino !== seen.ino || stat.nlink !== seen.nlink)
    return { ok: false, reason: 'changed' };
  // A folder on the way swapped for a link reaches another file: the open file itself must be inside.
  const real = await (PROC_FD ? readlink(`/proc/self/fd/${handle.fd}`) : realpath(path)).catch(() => null);
  if (!real || !inside(root, real)) return { ok: false, reason: 'linkOutside' };
  return { ok: true, handle, stat };
}

/**
 * Opens a file the scan found under `root` (a real path) for reading, or says why not: a link, a FIFO or
 * device, another file than the scan's, or a file whose real path left the root. The caller closes it.
 */
export async function openConfined(path: string, root: string, seen: Seen): Promise<Opened> {
  let handle: FileHandle;
  try {
    handle = await open(path, FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ELOOP') return { ok: false, reason: 'changed', detail: 'it became a link' };
    if (code === 'ENOENT') return { ok: false, reason: 'changed', detail: 'it is gone' };
    return { ok: false, reason: 'unreadable', detail: code };
  }
  const opened = await check(handle, path, root, seen).catch((): Opened => ({ ok: false, reason: 'unreadable' }));
  if (!opened.ok) await handle.close();
  return opened;
}

/** Reads at most `max` bytes; a file that grew past them since the scan gives null (too large). */
export async function readBounded(handle: FileHandle, max: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.alloc(Math.min(1024 * 1024, max + 1 - total));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
    if (bytesRead === 0) break;
    chunks.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
    if (total > max) return null;
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}
