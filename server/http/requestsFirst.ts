import type { MiddlewareHandler } from 'hono';

/**
 * Requests before runs. PGlite runs every statement on the platform's one thread, in the order asked, so a
 * request's statements waited behind whatever a run had queued in between. Runs call giveWay() between
 * their transactions and wait while a request is being answered (for at most GIVE_WAY_MS, so a steady
 * stream of requests slows a run but never stops it). Counted per process: every platform in it shares
 * the thread.
 */
export const GIVE_WAY_MS = 25;

let answering = 0;
const waiting = new Set<() => void>();

/**
 * Counts the requests being answered. A push that writes documents is not counted: it is answered when
 * its own run has written them.
 */
export const countRequests: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.path.startsWith('/push/')) return next();
  answering += 1;
  try {
    await next();
  } finally {
    answering -= 1;
    if (answering === 0) for (const wake of waiting) wake();
  }
};

/**
 * Lets the event loop take a turn, then waits while requests are being answered (at most GIVE_WAY_MS).
 * Only between transactions: a run waiting inside one would keep the database from those requests.
 */
export async function giveWay(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (answering === 0) return;
  await new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, GIVE_WAY_MS);
    waiting.add(wake);
  });
}
