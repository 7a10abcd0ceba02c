import type { Transaction } from '../db/types';
import { Hono } from 'hono';
import type { DocumentCounts } from '@contract/measures';
import type { PlatformContext } from '../core/context';
import { ok, type ApiEnv } from './http';
import { loadSource } from '../core/lookups';
import { pathId } from './validation';

/** A source's documents by status: the one count behind its overview, its Rebuild dialog and GraphQL's. */
export async function documentCounts(tx: Transaction, sourceId: string): Promise<DocumentCounts> {
  const { rows } = await tx.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from public.documents where source_id = $1 group by status',
    [sourceId],
  );
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const counts = { indexed: of('INDEXED'), skipped: of('SKIPPED'), failed: of('FAILED') };
  return { total: rows.reduce((sum, row) => sum + row.n, 0), ...counts };
}

/** GET /projects/:projectId/sources/:sourceId/document-counts → DocumentCounts. */
export function documentCountRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/projects/:projectId/sources/:sourceId/document-counts', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    const counts = await ctx.asUser(c.get('claims'), async (tx) => {
      await loadSource(tx, projectId, sourceId);
      return documentCounts(tx, sourceId);
    });
    return ok(c, counts);
  });
  return app;
}
