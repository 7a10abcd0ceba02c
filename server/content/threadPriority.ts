import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Gives the calling thread the lowest CPU priority, so on a machine with few cores the platform's main
 * thread (requests and the embedded database) runs first and parsing takes what is left. Linux only: there
 * a thread's id can be passed to setpriority and affects that thread alone; elsewhere nothing changes.
 */
export function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    // "<pid>/task/<tid>"
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, constants.priority.PRIORITY_LOW);
  } catch {
    // Without /proc or the right to change it, parsing simply keeps the normal priority.
  }
}
