import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { answerError, envelopeOf } from '../core/errors';
import { databaseFailureResponse } from '../core/databaseErrors';

const answerPlatformError = answerError('platform');

/**
 * The last line of defence: whatever a handler throws becomes an envelope in the shape its area speaks
 * (PostgREST under /rest, `{errorCode, error}` elsewhere), and the server keeps running.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    return c.json({ errorCode: 'HTTP_ERROR', error: error.message || 'Request failed' }, error.status);
  }
  const database = databaseFailureResponse(error, c);
  if (database) return database;
  if (c.req.path.startsWith('/rest/') && !envelopeOf(error)) {
    console.error(`[rest] unexpected error`, c.req.method, c.req.path, error);
    return c.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
  }
  return answerPlatformError(error, c);
}

export function handleNotFound(c: Context): Response {
  return c.json({ errorCode: 'NOT_FOUND', error: `No route for ${c.req.method} ${c.req.path}` }, 404);
}
