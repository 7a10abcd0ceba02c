import { Hono } from 'hono';
import type { PlatformContext } from '../core/context';

/**
 * GET /local/config.json: what a client needs to talk to this platform, built from the request's own
 * origin (Host header), so it stays right behind Vite's proxy. The demo login is printed at start-up,
 * never served: any client may read this.
 */
export function localConfigRoutes(ctx: PlatformContext): Hono {
  const app = new Hono();
  app.get('/config.json', (c) => {
    const url = new URL(c.req.url);
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0].trim() || url.protocol.replace(':', '');
    const origin = `${proto}://${c.req.header('Host') ?? url.host}`;
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: origin,
      anonKey: ctx.options.anonKey,
      dashboardApiUrl: `${origin}/api`,
      graphqlUrl: `${origin}/graphql/v1/projects`,
    });
  });
  return app;
}
