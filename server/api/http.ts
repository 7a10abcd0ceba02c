import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import type { Claims, PlatformContext } from '../core/context';
import { ApiError, notFound } from '../core/errors';
import { databaseFailureResponse } from '../core/databaseErrors';

export { ApiError, notFound };

/** Hono environment of every /api route: the verified caller. */
export interface ApiEnv {
  Variables: { claims: Claims };
}

export const ok = <T>(c: Context, data: T) => c.json({ data }, 200);
export const created = <T>(c: Context, data: T) => c.json({ data }, 201);

/** Every /api call needs a user's bearer access token; anon keys and forged tokens get 401. */
export function requireUser(ctx: PlatformContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = await ctx.verifyAccessToken(token);
    if (!claims || claims.role !== 'authenticated' || !claims.sub) {
      return c.json({ errorCode: 'UNAUTHORIZED', error: 'Missing or invalid access token' }, 401);
    }
    c.set('claims', claims);
    await next();
  };
}

// Postgres refuses text it cannot store (a NUL character, invalid UTF-8): that is bad input, not a crash.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

export const handleApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ApiError) {
    return c.json({ errorCode: error.errorCode, error: error.message }, error.status);
  }
  if (UNSTORABLE_TEXT.has(String((error as { code?: unknown }).code))) {
    return c.json({ errorCode: 'INVALID_TEXT', error: 'Text must not contain NUL characters' }, 400);
  }
  const database = databaseFailureResponse(error, c);
  if (database) return database;
  console.error('[api] unexpected error', c.req.method, c.req.path, error);
  return c.json({ errorCode: 'INTERNAL_ERROR', error: 'Internal server error' }, 500);
};

export const handleApiNotFound: NotFoundHandler<ApiEnv> = (c) =>
  c.json({ errorCode: 'NOT_FOUND', error: `Route ${c.req.method} ${c.req.path} not found` }, 404);

/** The origin the browser used (Host header), so redirects also work behind Vite's proxy. */
export const requestOrigin = (c: Context) => new URL(c.req.url).origin;
