import type { Context, MiddlewareHandler } from 'hono';
import type { Claims, PlatformContext } from '../core/context';
import { ApiError, notFound } from '../core/errors';

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

/** The origin the browser used (Host header), so redirects also work behind Vite's proxy. */
export const requestOrigin = (c: Context) => new URL(c.req.url).origin;
