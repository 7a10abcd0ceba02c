import { Hono } from 'hono';
import { createKeyBody, deleteKeyBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { createWithSecret, storeKey } from './createWithSecret';
import { notFound, ok, type ApiEnv } from './http';
import { loadOpenProject } from '../core/lookups';
import { newProjectApiKey } from '../core/secrets';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';

/** Project API keys: the secret is returned once; only its sha256 (private) and prefix (public) are kept. */
export function apiKeyRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post(
    '/projects/:projectId/api-keys',
    createWithSecret(ctx, {
      read: async (c) => ({ projectId: pathId(c, 'projectId', 'Project'), ...(await readBody(c, createKeyBody)) }),
      newSecret: newProjectApiKey,
      field: 'key',
      store: async (tx, { projectId, name }, key) => {
        const project = await loadOpenProject(tx, projectId);
        return storeKey(
          tx,
          key,
          {
            sql: 'insert into public.api_keys (project_id, name, prefix) values ($1, $2, $3) returning id, name, prefix, created_at',
            params: [projectId, name],
          },
          { kind: 'api_key', ownerId: project.owner_id, projectId },
        );
      },
    }),
  );

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
