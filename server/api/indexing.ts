import { Hono } from 'hono';
import { emptyBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { startIndexing, startingState, type IndexingKind } from '../simulation/indexing';
import { createRun } from '../runs/runs';
import { ApiError, ok, type ApiEnv } from './http';
import { assertIdle, loadOpenProject, loadSource } from '../core/lookups';
import type { SourceRow } from '../core/rows';
import { indexingBlocker } from '../core/sourceTypes';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';

const KINDS: IndexingKind[] = ['init', 'update', 'rebuild'];

/** POST …/indexing/init|update|rebuild: moves the status now; the simulation walks the rest. */
export function indexingRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  for (const kind of KINDS) {
    app.post(`/projects/:projectId/sources/:sourceId/indexing/${kind}`, async (c) => {
      const projectId = pathId(c, 'projectId', 'Project');
      const sourceId = pathId(c, 'sourceId', 'Source');
      await readBody(c, emptyBody);
      const source = await asOwner(ctx, c.get('claims'), async (tx) => {
        const project = await loadOpenProject(tx, projectId);
        if (project.state !== 'active') {
          throw new ApiError(409, 'PROJECT_PAUSED', 'The project is paused; restore it to process data');
        }
        const current = await loadSource(tx, projectId, sourceId);
        const blocker = indexingBlocker(current.type, current.custom);
        if (blocker) throw new ApiError(400, 'SOURCE_NOT_CONFIGURED', blocker);
        assertIdle(current);
        const { status, progress } = startingState(kind);
        const { rows } = await tx.query<SourceRow>(
          'update public.sources set status = $2, progress = $3 where id = $1 and owner_id = auth.uid() returning *',
          [sourceId, status, progress],
        );
        await createRun(tx, current, kind, 'manual');
        await tx.query(
          `insert into private.source_jobs (source_id, kind) values ($1, $2)
           on conflict (source_id) do update set kind = excluded.kind, started_at = now()`,
          [sourceId, kind],
        );
        return rows[0];
      });
      startIndexing(ctx, sourceId, kind);
      return ok(c, source);
    });
  }

  return app;
}
