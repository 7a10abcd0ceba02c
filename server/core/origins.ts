import type { MiddlewareHandler } from 'hono';
import type { PlatformOptions } from './context';

type OriginOptions = Pick<PlatformOptions, 'host' | 'allowedOrigins'>;

/** `scheme://host[:port]` of an origin the operator allows, or an error naming the bad value. */
export function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--allow-origin must be an origin such as http://localhost:5173, not "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`--allow-origin must be an origin such as http://localhost:5173, not "${value}"`);
  }
  return url.origin;
}

/**
 * A browser's request is the app's own when its Origin names the host it was sent to (the platform
 * itself, or Vite's dev server, whose proxy keeps the browser's Host), or an origin the operator allowed.
 */
export function originAllowed(origin: string, host: string | undefined, options: OriginOptions): boolean {
  if (options.allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return ['http:', 'https:'].includes(url.protocol) && !!host && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * On a loopback platform every Host must be a loopback name (or an allowed origin's host): a page on a
 * name that resolves to 127.0.0.1 (DNS rebinding) would otherwise count as the platform's own origin.
 */
export function hostAllowed(host: string | undefined, options: OriginOptions): boolean {
  if (!isLoopback(options.host)) return true;
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return isLoopback(name) || options.allowedOrigins.some((origin) => new URL(origin).host === host.toLowerCase());
}

/** Why a request (HTTP or a realtime upgrade) is refused, or null when its Origin and Host are fine. */
export function originProblem(
  origin: string | undefined,
  host: string | undefined,
  options: OriginOptions,
): string | null {
  if (!hostAllowed(host, options)) {
    return `Host "${host ?? ''}" is not this platform's: it answers only loopback names (localhost, 127.0.0.1, [::1]) and allowed origins`;
  }
  if (origin !== undefined && !originAllowed(origin, host, options)) {
    return `Origin "${origin}" is not allowed: only the app's own origin and origins given with --allow-origin may call this platform`;
  }
  return null;
}

/** 403 for any request from another web origin: without it a simple POST would act even though CORS hides the answer. */
export function originGuard(options: OriginOptions): MiddlewareHandler {
  return async (c, next) => {
    const problem = originProblem(c.req.header('Origin'), c.req.header('Host'), options);
    if (problem) return c.json({ errorCode: 'ORIGIN_NOT_ALLOWED', error: problem }, 403);
    await next();
  };
}

/** Loopback only: 127.0.0.0/8, ::1 and localhost; everything else (0.0.0.0, ::, a LAN address) is reachable. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}
