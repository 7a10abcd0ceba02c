import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { Database } from './db/types';
import type { PlatformBase, PlatformContext, PlatformOptions } from './core/context';
import type { PlatformServices } from './core/services';
import { resolveOptions } from './options';
import { openDatabase } from './db/database';
import { asService, asUser } from './core/transactions';
import { createVerifyAccessToken } from './supabase/jwt';
import { createSessionEvents } from './core/sessionEvents';
import { corsMiddleware } from './http/cors';
import { handleError, handleNotFound } from './http/onError';
import { authRoutes } from './supabase/auth';
import { restRoutes } from './supabase/rest';
import { attachRealtime, type Realtime } from './supabase/realtime';
import { createFaults, type Faults } from './http/faults';
import { staticSite } from './http/static';
import { localConfigRoutes } from './http/localConfig';
import { originGuard } from './core/origins';
import { bodyLimits, jsonDepthLimit } from './http/requestLimits';
import { countRequests } from './db/requestsFirst';
import { admission, defaultAdmission } from './http/admission';
import { databaseFailures } from './core/databaseErrors';
import { apiRoutes } from './api/index';
import { graphqlRoutes } from './graphql/index';
import { pushRoutes } from './push/routes';
import { repairAtStart } from './runs/repair';
import { oauthRoutes } from './simulation/oauth';
import { billingPortalRoutes } from './simulation/billing';
import { startSimulations } from './simulation/index';
import { seedDemo } from './seed/seed';
import { prepareLocalRoot } from './local/root';
import { inboxRoutes } from './webhooks/inbox';
import { JobRunner } from './jobs/jobs';
import { ApiRequestRecorder } from './requests/recorder';
import { EmbeddingWork } from './search/embeddingWork';
import { Extractor } from './content/extractor';
import { startWebhookDelivery } from './webhooks/index';

export interface Platform {
  url: string;
  ctx: PlatformContext;
  close(): Promise<void>;
}

/** Starts the whole local platform on one port; close() stops everything so test runners exit. */
export async function startPlatform(partial: Partial<PlatformOptions> = {}): Promise<Platform> {
  const options = resolveOptions(partial);
  let realtime: Realtime | undefined;
  const faults = createFaults(options.faults, (userId) => realtime?.drop(userId) ?? 0);
  const db = await openDatabase(
    options.databaseUrl
      ? { url: options.databaseUrl }
      : options.memory
        ? {}
        : { dataDir: options.dataDir, freeSpace: options.freeSpace },
  );
  const cleanups: Array<() => void | Promise<void>> = [];
  const ctx = createContext(db, options, cleanups);

  const server = await listen(buildApp(ctx, faults), options).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  // Port 0 asks for a free port: from here on the options name the one in use (the inbox is delivered to it).
  options.port = port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      for (const cleanup of cleanups.reverse()) await runSafely(cleanup);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    })());

  try {
    prepareLocalRoot(ctx);
    await repairAtStart(ctx);
    realtime = await attachRealtime(ctx, server);
    ctx.onClose(await ctx.sessions.relay());
    if (options.seed) await seedDemo(ctx, url);
    await startSimulations(ctx);
    await startWebhookDelivery(ctx);
    // PostgreSQL runs its own autovacuum; PGlite has no launcher, so the platform applies its rule itself.
    if (db.embedded) ctx.onClose(db.embedded.startAutoAnalyze());
  } catch (error) {
    await close();
    throw error;
  }
  return { url, ctx, close };
}

function createContext(
  db: Database,
  options: PlatformOptions,
  cleanups: Array<() => void | Promise<void>>,
): PlatformContext {
  const base: PlatformBase = {
    db,
    instanceId: randomUUID(),
    options,
    verifyAccessToken: createVerifyAccessToken({ db, options }),
    asUser: (claims, fn) => asUser(db, claims, fn),
    asService: (fn) => asService(db, fn),
    delay: (normalMs) => (options.speed === 'fast' ? Math.max(1, Math.round(normalMs / 10)) : normalMs),
    onClose: (fn) => void cleanups.push(fn),
  };
  return { ...base, ...createServices(base) };
}

/**
 * The services every module finds on the context, each created once here. close() stops them after
 * everything registered later, in this order: parses in flight fail at once (so no job waits on one), jobs
 * stop, embedding passes end, and the request log writes what it still holds before the database closes.
 */
function createServices(base: PlatformBase): PlatformServices {
  const { db, options } = base;
  const services: PlatformServices = {
    sessions: createSessionEvents(db, base.instanceId),
    requestLog: new ApiRequestRecorder(base),
    embeddingWork: new EmbeddingWork(),
    jobs: new JobRunner(base),
    extractor: new Extractor({ ...options.extraction, vectors: db.embedded?.vectorsInWorker ?? false }),
  };
  for (const service of [services.requestLog, services.embeddingWork, services.jobs, services.extractor]) {
    base.onClose(() => service.close());
  }
  return services;
}

function buildApp(ctx: PlatformContext, faults: Faults): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(countRequests);
  app.use(originGuard(ctx.options), corsMiddleware(ctx.options));
  app.use(admission({ ...defaultAdmission(ctx.db.embedded !== null), ...ctx.options.admission }, ctx.options.anonKey));
  app.use(databaseFailures);
  app.use(bodyLimits, jsonDepthLimit);
  app.use(faults.middleware);
  if (faults.routes) app.route('/local/faults', faults.routes);
  app.route('/local/webhook-inbox', inboxRoutes());
  app.route('/local', localConfigRoutes(ctx));
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/api', apiRoutes(ctx));
  app.route('/graphql/v1/projects/:projectId', graphqlRoutes(ctx));
  app.route('/push/v1', pushRoutes(ctx));
  app.route('/oauth', oauthRoutes(ctx));
  app.route('/billing-portal', billingPortalRoutes(ctx));
  const site = staticSite(ctx.options.distDir);
  if (site) app.use(site);
  return app;
}

function listen(app: Hono, options: PlatformOptions): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function runSafely(fn: () => void | Promise<void>) {
  try {
    await fn();
  } catch (error) {
    console.error('Error while closing the platform:', error);
  }
}
