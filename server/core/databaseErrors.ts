import type { Context, MiddlewareHandler } from 'hono';
import { DatabaseUnavailable, InsufficientStorage } from '../db/failures';

/** Seconds a client should wait before trying again during a database outage. */
export const OUTAGE_RETRY_AFTER_S = 5;

/**
 * The answer for a request that failed because the database is down (503) or its disk full (507), with
 * the error envelope and a sentence; null for any other failure. Under /rest the body also carries
 * PostgREST's fields, so supabase-js shows the sentence as the error's message.
 */
export function databaseFailureResponse(error: unknown, c: Context): Response | null {
  const answer =
    error instanceof DatabaseUnavailable
      ? { status: 503 as const, errorCode: 'DATABASE_UNAVAILABLE', retryAfter: OUTAGE_RETRY_AFTER_S }
      : error instanceof InsufficientStorage
        ? { status: 507 as const, errorCode: 'INSUFFICIENT_STORAGE', retryAfter: null }
        : null;
  if (!answer) return null;
  const message = (error as Error).message;
  const rest = c.req.path.startsWith('/rest/') ? { code: answer.errorCode, message, details: null, hint: null } : {};
  return new Response(JSON.stringify({ errorCode: answer.errorCode, error: message, ...rest }), {
    status: answer.status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(answer.retryAfter === null ? {} : { 'Retry-After': String(answer.retryAfter) }),
    },
  });
}

/**
 * Every area's own error handler (dashboard API, REST, auth, push) answers what it does not know with a
 * 500; a request that failed on the database being down or full answers 503 or 507 instead, whichever
 * handler caught it.
 */
export const databaseFailures: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.error ? databaseFailureResponse(c.error, c) : null;
  if (answer) c.res = answer;
};
