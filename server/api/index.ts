import { Hono } from 'hono';
import type { PlatformContext } from '../core/context';
import { adminKeyRoutes } from './adminKeys';
import { apiKeyRoutes } from './apiKeys';
import { apiRequestRoutes } from './apiRequests';
import { billingRoutes } from './billing';
import { documentCountRoutes } from './documentCounts';
import { documentNameRoutes } from './documentNames';
import { documentRoutes } from './documents';
import { entrypointRoutes } from './entrypoints';
import { requireUser, type ApiEnv } from './http';
import { answerError, routeNotFound } from '../core/errors';
import { indexingRoutes } from './indexing';
import { indexingCancelRoutes } from './indexingCancel';
import { projectRoutes } from './projects';
import { searchRoutes } from './search';
import { sourceConnectionRoutes } from './sourceConnection';
import { sourceRoutes } from './sources';
import { webhookActionRoutes } from './webhookActions';
import { webhookRoutes } from './webhooks';

/** The dashboard API, mounted at /api: every call needs a user's bearer token. */
export function apiRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', requireUser(ctx));
  for (const routes of [
    projectRoutes,
    sourceRoutes,
    sourceConnectionRoutes,
    entrypointRoutes,
    indexingRoutes,
    indexingCancelRoutes,
    documentRoutes,
    documentCountRoutes,
    documentNameRoutes,
    searchRoutes,
    apiKeyRoutes,
    apiRequestRoutes,
    webhookRoutes,
    webhookActionRoutes,
    adminKeyRoutes,
    billingRoutes,
  ]) {
    app.route('/', routes(ctx));
  }
  app.notFound(routeNotFound);
  app.onError(answerError('api'));
  return app;
}
