import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import type { PlatformOptions } from '../core/context';
import { originAllowed } from '../core/origins';

// supabase-wire §0: every header supabase-js sends, plus x-api-key for the per-project GraphQL endpoint.
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-retry-count',
  'range',
  'x-api-key',
];

/**
 * CORS for the app's own origin and the allowed extra origins only (originGuard already refused the
 * rest); auth-js needs X-Supabase-Api-Version exposed to read error codes cross-origin.
 */
export function corsMiddleware(options: Pick<PlatformOptions, 'host' | 'allowedOrigins'>): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (originAllowed(origin, c.req.header('Host'), options) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Preference-Applied'],
    maxAge: 86400,
  });
}
