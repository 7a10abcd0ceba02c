import { cors } from 'hono/cors';

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

/** CORS on every path; auth-js needs X-Supabase-Api-Version exposed to read error codes cross-origin. */
export const corsMiddleware = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ALLOWED_HEADERS,
  exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Preference-Applied'],
  maxAge: 86400,
});
