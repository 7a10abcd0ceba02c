import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entrypointSchema } from '@contract/entrypoints';
import type { PlatformContext } from '../core/context';
import { listEntrypointOptions } from '../simulation/providers';
import { confine, listFolders, localRootPath } from '../local/root';
import { ApiError, ok, type ApiEnv } from './http';
import { assertIdle, loadOpenProject, loadSource } from '../core/lookups';
import type { SourceRow } from '../core/rows';
import { asOwner } from './userTransaction';
import { ENTRYPOINT_KINDS, isConnected, typeInfo, type EntrypointKind, type SourceType } from '../core/sourceTypes';
import { parseInput, pathId, readBody } from './validation';

const entrypointBodyShape = z.record(z.string(), z.unknown(), { error: 'The entrypoint must be a JSON object' });

/** The :entrypointId of the path, which must be one this source type offers. */
function entrypointKind(c: Context, source: SourceRow): EntrypointKind {
  const kind = c.req.param('entrypointId') as EntrypointKind;
  const offered = typeInfo(source.type).entrypoints;
  if (!ENTRYPOINT_KINDS.includes(kind) || !offered.includes(kind)) {
    throw new ApiError(
      400,
      'INVALID_ENTRYPOINT_ID',
      `${typeInfo(source.type).label} sources take entrypoints of kind: ${offered.join(', ')}`,
    );
  }
  return kind;
}

function assertConnected(source: SourceRow): void {
  if (typeInfo(source.type).tokenField !== null && !isConnected(source.type, source.custom)) {
    throw new ApiError(400, 'SOURCE_NOT_CONNECTED', 'Connect the source first');
  }
}

export function entrypointRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const base = '/projects/:projectId/sources/:sourceId';

  app.get(`${base}/list-entry-point-options/:entrypointId`, async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    const source = await ctx.asUser(c.get('claims'), (tx) => loadSource(tx, projectId, sourceId));
    const kind = entrypointKind(c, source);
    if (kind === 'push')
      throw new ApiError(400, 'ENTRYPOINT_NOT_LISTABLE', 'Push entrypoints are named, not picked from a list');
    assertConnected(source);
    const parent = c.req.query('parent') || undefined;
    if (source.type === 'local') {
      const folders = await listFolders(ctx, parent);
      if (!folders) throw new ApiError(400, 'INVALID_PARENT', `"${parent ?? ''}" is not a folder of the local root`);
      return ok(c, { options: folders });
    }
    const options = listEntrypointOptions(
      { sourceId: source.id, type: source.type, account: source.custom?.account ?? '' },
      kind,
      parent,
    );
    if (!options) throw new ApiError(400, 'INVALID_PARENT', `Unknown parent "${parent ?? ''}" for ${kind} options`);
    return ok(c, { options });
  });

  app.patch(`${base}/set-entry-point/:entrypointId`, async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    const raw = await readBody(c, entrypointBodyShape);
    const folder = typeof raw.path === 'string' ? raw.path : typeof raw.id === 'string' ? raw.id : null;
    const confined = folder === null ? null : await confine(ctx, folder);
    const source = await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadOpenProject(tx, projectId);
      const current = await loadSource(tx, projectId, sourceId);
      const kind = entrypointKind(c, current);
      assertConnected(current);
      assertIdle(current);
      const schema = entrypointSchema(current.type as SourceType, kind);
      if (!schema) throw new ApiError(400, 'INVALID_ENTRYPOINT_ID', `No ${kind} entrypoint for this source`);
      const choice = parseInput(schema, raw);
      if (current.type === 'local') {
        if (!confined?.ok) throw new ApiError(400, 'INVALID_FOLDER', confined?.error ?? 'Folder is required');
        choice.entrypoint = { ...choice.entrypoint, path: confined.path, root: localRootPath(ctx) };
      }
      const custom = {
        ...current.custom,
        entrypoint: choice.entrypoint,
        ...(choice.guildId ? { guildId: choice.guildId } : {}),
      };
      const { rows } = await tx.query<SourceRow>(
        'update public.sources set custom = $2 where id = $1 and owner_id = auth.uid() returning *',
        [sourceId, custom],
      );
      return rows[0];
    });
    return ok(c, source);
  });

  return app;
}
