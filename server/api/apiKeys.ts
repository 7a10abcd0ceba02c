import { Hono } from 'hono';
import { createKeyBody, deleteKeyBody } from '@contract/schemas';
import type { PlatformContext } from '../context';
import { created, notFound, ok, type ApiEnv } from './http';
import { loadOpenProject } from './lookups';
import { keyPrefix, newProjectApiKey, sha256Hex } from './secrets';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
}

/** Project API keys: the secret is returned once; only its sha256 (private) and prefix (public) are kept. */
export function apiKeyRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/projects/:projectId/api-keys', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { name } = await readBody(c, createKeyBody);
    const key = newProjectApiKey();
    const row = await asOwner(ctx, c.get('claims'), async (tx) => {
      const project = await loadOpenProject(tx, projectId);
      const { rows } = await tx.query<KeyRow>(
        'insert into public.api_keys (project_id, name, prefix) values ($1, $2, $3) returning id, name, prefix, created_at',
        [projectId, name, keyPrefix(key)],
      );
      await tx.query(
        "insert into private.key_hashes (key_id, kind, owner_id, project_id, hash) values ($1, 'api_key', $2, $3, $4)",
        [rows[0].id, project.owner_id, projectId, sha256Hex(key)],
      );
      return rows[0];
    });
    return created(c, { ...row, key });
  });

  app.delete('/projects/:projectId/api-keys', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { id } = await readBody(c, deleteKeyBody);
    await asOwner(ctx, c.get('claims'), async (tx) => {
      const { rows } = await tx.query(
        'delete from public.api_keys where id = $1 and project_id = $2 and owner_id = auth.uid() returning id',
        [id, projectId],
      );
      if (!rows[0]) throw notFound('API key');
      await tx.query('delete from private.key_hashes where key_id = $1', [id]);
    });
    return ok(c, { id });
  });

  return app;
}
