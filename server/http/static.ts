import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { every } from 'hono/combine';
import { serveStatic } from '@hono/node-server/serve-static';

/** Paths the platform answers itself; the SPA fallback never shadows them. */
const PLATFORM_PREFIXES = ['/auth', '/rest', '/realtime', '/api', '/graphql', '/oauth', '/billing-portal', '/local'];

/**
 * Serves the built SPA from distDir (when it was built) with SPA fallback to index.html for non-file
 * GETs, immutable caching for hashed /assets/*, security headers on HTML, and compressed text: the
 * build's Brotli copies where the browser accepts them, gzip otherwise (compressing the app's JS was
 * Lighthouse's largest mobile saving). Null when distDir is absent.
 */
export function staticSite(distDir: string): MiddlewareHandler | null {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) return null;
  // Brotli copies written by the build (scripts/precompressAssets.ts) go to browsers that accept br.
  const files = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: 'index.html' });

  const site: MiddlewareHandler = async (c, next) => {
    let found = true;
    const notFound = async () => {
      found = false;
    };
    let res = await files(c, notFound);
    if (!found) {
      // A path with an extension is a missing file (404), anything else is a client-side route.
      if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return next();
      found = true;
      res = await indexHtml(c, notFound);
      if (!found) return next();
    }
    if (!(res instanceof Response)) return next();
    if (c.req.path.startsWith('/assets/')) res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    if ((res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      res.headers.set('Cache-Control', 'no-cache');
      for (const [name, value] of Object.entries(securityHeaders(c))) res.headers.set(name, value);
    }
    return res;
  };
  const compressedSite = every(compress(), site);
  return async (c, next) => (servesApp(c) ? compressedSite(c, next) : next());
}

function servesApp(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const path = c.req.path;
  return !PLATFORM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The CSP names only what the app loads: itself, its realtime socket, inline Mantine styles, blob workers. */
export function securityHeaders(c: Context): Record<string, string> {
  const host = c.req.header('Host') ?? new URL(c.req.url).host;
  const csp = [
    "default-src 'self'",
    `connect-src 'self' ws://${host} wss://${host}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
