import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_PROJECT_FEATURES, RESTORE_WINDOW_DAYS, RESTORE_WINDOW_MS } from '@contract/constants';
import { DEFAULT_REGION } from '@contract/enums';
import type { ProjectFeatures, ProjectSettings } from '@contract/rows';
import { createProjectBody, emptyBody, patchProjectBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { ApiError, created, ok, type ApiEnv } from './http';
import { loadProject } from '../core/lookups';
import { assertProjectSlot, assertRestoreFits, assertSemanticSearchAllowed } from '../billing/planLimits';
import { asOwner } from './userTransaction';
import type { ProjectRow } from '../core/rows';
import { pathId, readBody } from './validation';
import { semanticSwitched, semanticSwitchedOn } from '../search/semanticSwitch';

type StoredSettings = Required<Omit<ProjectSettings, 'features'>> & { features: ProjectFeatures };

export const DEFAULT_SETTINGS: StoredSettings = {
  description: '',
  region: DEFAULT_REGION,
  features: DEFAULT_PROJECT_FEATURES,
};

type SettingsPatch = z.output<typeof patchProjectBody>;

/** Merges flat settings fields into stored settings; features merge key by key. */
function mergeSettings(current: ProjectSettings, patch: Omit<SettingsPatch, 'name'>): StoredSettings {
  const base = { ...DEFAULT_SETTINGS, ...current };
  return {
    description: patch.description ?? base.description,
    region: patch.region ?? base.region,
    features: { ...DEFAULT_SETTINGS.features, ...current.features, ...patch.features },
  };
}

export function projectRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/projects', async (c) => {
    const body = await readBody(c, createProjectBody);
    const settings = mergeSettings({}, body.settings ?? {});
    const { sub } = c.get('claims');
    const project = await asOwner(ctx, c.get('claims'), async (tx) => {
      await assertProjectSlot(tx, sub);
      if (settings.features.semanticSearch) await assertSemanticSearchAllowed(tx, sub);
      const { rows } = await tx.query<ProjectRow>(
        'insert into public.projects (name, settings) values ($1, $2) returning *',
        [body.name, settings],
      );
      return rows[0];
    });
    return created(c, project);
  });

  app.patch('/projects/:projectId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { name, ...settingsPatch } = await readBody(c, patchProjectBody);
    const { project, switched } = await asOwner(ctx, c.get('claims'), async (tx) => {
      const current = await loadProject(tx, projectId);
      if (current.state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
      // Only switching it on is gated, so a project keeps working (and can switch it off) after a change of plan.
      if (settingsPatch.features?.semanticSearch && !current.settings.features?.semanticSearch) {
        await assertSemanticSearchAllowed(tx, c.get('claims').sub);
      }
      const { rows } = await tx.query<ProjectRow>(
        'update public.projects set name = $2, settings = $3 where id = $1 and owner_id = auth.uid() returning *',
        [projectId, name ?? current.name, mergeSettings(current.settings, settingsPatch)],
      );
      return { project: rows[0], switched: await semanticSwitched(tx, current, rows[0]) };
    });
    if (switched === 'on') await semanticSwitchedOn(ctx, c.get('claims'), projectId);
    return ok(c, project);
  });

  app.delete('/projects/:projectId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    await asOwner(ctx, c.get('claims'), async (tx) => {
      const current = await loadProject(tx, projectId);
      if (current.state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is already deleted');
      await tx.query(
        "update public.projects set state = 'deleted', deleted_at = now() where id = $1 and owner_id = auth.uid()",
        [projectId],
      );
    });
    return ok(c, { id: projectId });
  });

  app.post('/projects/:projectId/restore', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    await readBody(c, emptyBody);
    const project = await asOwner(ctx, c.get('claims'), async (tx) => {
      const current = await loadProject(tx, projectId);
      if (current.state !== 'deleted' && current.state !== 'paused') {
        throw new ApiError(
          409,
          'PROJECT_NOT_RESTORABLE',
          `Project is ${current.state}; only paused or deleted projects can be restored`,
        );
      }
      if (current.deleted_at && Date.now() - current.deleted_at.getTime() > RESTORE_WINDOW_MS) {
        throw new ApiError(
          409,
          'RESTORE_WINDOW_EXPIRED',
          `Deleted projects can be restored for ${RESTORE_WINDOW_DAYS} days only`,
        );
      }
      // A paused project still counts towards the plan; a deleted one counts again once restored.
      await assertRestoreFits(tx, c.get('claims').sub, current);
      // The simulation (or, hosted, the platform) moves restoring -> active.
      const { rows } = await tx.query<ProjectRow>(
        "update public.projects set state = 'restoring', deleted_at = null where id = $1 and owner_id = auth.uid() returning *",
        [projectId],
      );
      return rows[0];
    });
    return ok(c, project);
  });

  return app;
}
