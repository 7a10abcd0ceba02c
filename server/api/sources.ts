import { Hono } from 'hono';
import { createSourceBody, patchSourceBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { startDeletion } from '../simulation/indexing';
import { schedulePeriodMs } from '../simulation/schedules';
import { created, ok, type ApiEnv } from './http';
import { cancelActiveRun, stopSourceJob } from './indexingCancel';
import { loadOpenProject, loadSource } from '../core/lookups';
import { assertSourceSlot } from '../billing/planLimits';
import type { SourceRow } from '../core/rows';
import { typeInfo } from '../core/sourceTypes';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';
import { emitSourceEvent } from '../webhooks/events';

/** Shallow merge; a null value removes the key. */
function mergeCustom(current: SourceRow['custom'], patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function sourceRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/projects/:projectId/sources', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { provider: type, name = typeInfo(type).label } = await readBody(c, createSourceBody);
    // push_api and local are configured by an entrypoint alone, so they start with an object; a push
    // source needs nothing more to take documents, so it starts ready, its entrypoint named after it.
    const custom = type === 'push_api' ? { entrypoint: { name } } : typeInfo(type).tokenField === null ? {} : null;
    const source = await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadOpenProject(tx, projectId);
      await assertSourceSlot(tx, c.get('claims').sub, projectId);
      const { rows } = await tx.query<SourceRow>(
        'insert into public.sources (project_id, name, type, provider, custom) values ($1, $2, $3, $4, $5) returning *',
        [projectId, name, type, typeInfo(type).provider, custom],
      );
      return rows[0];
    });
    await emitSourceEvent(ctx.db, source.id, 'source.created');
    return created(c, source);
  });

  app.patch('/projects/:projectId/sources/:sourceId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    const body = await readBody(c, patchSourceBody);
    const source = await asOwner(ctx, c.get('claims'), async (tx) => {
      const current = await loadSource(tx, projectId, sourceId);
      const custom = body.custom ? mergeCustom(current.custom, body.custom) : current.custom;
      const schedule = body.schedule ?? current.schedule;
      // A changed schedule counts its first run from now; an unchanged one keeps its next run.
      const period = body.schedule && body.schedule !== current.schedule ? schedulePeriodMs(ctx, schedule) : undefined;
      const { rows } = await tx.query<SourceRow>(
        `update public.sources set name = $2, custom = $3, schedule = $4,
                next_run_at = case when $5::boolean then now() + $6 * interval '1 millisecond' else next_run_at end
          where id = $1 and owner_id = auth.uid() returning *`,
        [sourceId, body.name ?? current.name, custom, schedule, period !== undefined, period ?? null],
      );
      return rows[0];
    });
    return ok(c, source);
  });

  app.delete('/projects/:projectId/sources/:sourceId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadSource(tx, projectId, sourceId);
      // The run ends CANCELLED (its row goes with the source's) before the source starts deleting.
      await cancelActiveRun(tx, sourceId);
      await tx.query(
        "update public.sources set status = 'DELETING', progress = null where id = $1 and owner_id = auth.uid()",
        [sourceId],
      );
      await tx.query(
        `insert into private.source_jobs (source_id, kind) values ($1, 'delete')
         on conflict (source_id) do update set kind = 'delete', started_at = now()`,
        [sourceId],
      );
    });
    await emitSourceEvent(ctx.db, sourceId, 'source.deleted');
    // Any indexing run stops (its status guard fails); then the row goes after a short delay.
    await stopSourceJob(ctx, sourceId);
    startDeletion(ctx, sourceId);
    return ok(c, { id: sourceId });
  });

  return app;
}
