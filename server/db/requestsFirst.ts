import type { MiddlewareHandler } from 'hono';
import type { ServerResponse } from 'node:http';

/**
 * Requests before runs. PGlite runs every statement on the platform's one thread, in the order asked, so a
 * request's statements waited behind whatever a run had queued in between. Runs call giveWay() between
 * their transactions and wait while a request is being answered (for at most GIVE_WAY_MS, so a steady
 * stream of requests slows a run but never stops it). Counted per process: every platform in it shares
 * the thread.
 */
export const GIVE_WAY_MS = 25;

let answering = 0;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const waiting = new Set<() => void>();

/**
 * Counts the requests being answered. A push that writes documents is not counted: it is answered when
 * its own run has written them.
 */
export const countRequests: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.path.startsWith('/push/')) return next();
  answering += 1;
  let counted = true;
  const answered = () => {
    if (!counted) return;
    counted = false;
    answering -= 1;
    if (answering === 0) for (const wake of waiting) wake();
  };
  // Answered once the response is written out, not when the handler returns it: a run woken in between
  // would hold the thread while the response waits to be sent.
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  try {
    await next();
  } finally {
    if (outgoing && !outgoing.writableFinished && !outgoing.destroyed) {
      outgoing.once('finish', answered);
      outgoing.once('close', answered);
    } else answered();
  }
};

/**
 * Lets the event loop poll, then waits while requests are being answered (at most maxMs).
 * Only between transactions: a run waiting inside one would keep the database from those requests.
 */
export async function giveWay(maxMs = GIVE_WAY_MS): Promise<void> {
  // Two turns of the event loop, so it has polled for I/O in between: a request that arrived while the
  // last statement ran is being answered by then, and counted.
  await turn();
  await turn();
  if (answering === 0) return;
  await new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, maxMs);
    waiting.add(wake);
  });
}
