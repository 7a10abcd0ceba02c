import type { Transaction } from '../db/types';
import { Hono } from 'hono';
import { emptyBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { jobKey } from '../jobs/jobs';
import { activeRun, finishRun } from '../runs/runs';
import { INDEXED_COUNT, insertLogs } from '../runs/sourceWrites';
import { ApiError, ok, type ApiEnv } from './http';
import { loadSource } from '../core/lookups';
import type { SourceRow } from '../core/rows';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';

/**
 * Ends the source's active run as CANCELLED and leaves the source IDLE with what was indexed so far.
 * Returns the updated source, or null when no run was active. The caller stops the job after commit.
 */
export async function cancelActiveRun(tx: Transaction, sourceId: string): Promise<SourceRow | null> {
  // The source row first, as the indexing job locks it before its run: the other order deadlocks on PostgreSQL.
  await tx.query('select 1 from public.sources where id = $1 for update', [sourceId]);
  const run = await activeRun(tx, sourceId);
  if (!run || !(await finishRun(tx, run.id, 'CANCELLED'))) return null;
  const { rows } = await tx.query<SourceRow>(
    `update public.sources set status = 'IDLE', progress = null, documents_count = ${INDEXED_COUNT}
      where id = $1 and owner_id = auth.uid() returning *`,
    [sourceId],
  );
  await tx.query("delete from private.source_jobs where source_id = $1 and kind <> 'delete'", [sourceId]);
  await insertLogs(tx, rows[0], [{ severity: 'INFO', message: 'Indexing cancelled' }], run.id);
  return rows[0];
}

/** Stops the source's background job (it ends at its next pause) once the cancel has committed. */
export const stopSourceJob = (ctx: PlatformContext, sourceId: string) => ctx.jobs.cancel(jobKey(sourceId));

/** POST …/indexing/cancel: stops the running job; cancelling twice or after the end is a 409. */
export function indexingCancelRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/projects/:projectId/sources/:sourceId/indexing/cancel', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    await readBody(c, emptyBody);
    const source = await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadSource(tx, projectId, sourceId);
      const cancelled = await cancelActiveRun(tx, sourceId);
      if (!cancelled) throw new ApiError(409, 'INDEXING_NOT_RUNNING', 'No indexing run of this source is active');
      return cancelled;
    });
    await stopSourceJob(ctx, sourceId);
    return ok(c, source);
  });
  return app;
}
