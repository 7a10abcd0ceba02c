import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseFailureResponse } from './databaseErrors';

/**
 * A failure answered with the dashboard API envelope `{ errorCode, error }`. Throw it from
 * any handler: /api's onError and the platform's last-resort handler both render it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string | string[],
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

// Postgres refuses text it cannot store (a NUL character, invalid UTF-8): that is bad input, not a crash.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The `{ errorCode, error }` answer to what a handler threw, or null when it is no client's mistake. */
export function envelopeOf(error: unknown): { status: ContentfulStatusCode; errorCode: string | string[]; error: string } | null {
  if (error instanceof ApiError) return { status: error.status, errorCode: error.errorCode, error: error.message };
  if (UNSTORABLE_TEXT.has(String((error as { code?: unknown } | null)?.code))) {
    return { status: 400, errorCode: 'INVALID_TEXT', error: 'Text must not contain NUL characters' };
  }
  return null;
}

/**
 * The error handler of every router that answers `{ errorCode, error }`: what it knows becomes its
 * envelope, a database that is down or full a 503 or 507, anything else a logged 500 that names the area.
 */
export const answerError = (area: string) => (error: Error, c: Context) => {
  const known = envelopeOf(error);
  if (known) return c.json({ errorCode: known.errorCode, error: known.error }, known.status);
  const database = databaseFailureResponse(error, c);
  if (database) return database;
  console.error(`[${area}] unexpected error`, c.req.method, c.req.path, error);
  return c.json({ errorCode: 'INTERNAL_ERROR', error: 'Internal server error' }, 500);
};

/** The 404 of a router that answers `{ errorCode, error }`. */
export const routeNotFound = (c: Context) =>
  c.json({ errorCode: 'NOT_FOUND', error: `Route ${c.req.method} ${c.req.path} not found` }, 404);
