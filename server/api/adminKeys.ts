import { Hono } from 'hono';
import { createKeyBody, deleteKeyBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { createWithSecret, storeKey } from './createWithSecret';
import { notFound, ok, type ApiEnv } from './http';
import { newAdminKey } from '../core/secrets';
import { asOwner } from './userTransaction';
import { readBody } from './validation';

/** Account-level admin keys: like project API keys, but owned by the user. */
export function adminKeyRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post(
    '/user/admin-api-keys',
    createWithSecret(ctx, {
      read: (c) => readBody(c, createKeyBody),
      newSecret: newAdminKey,
      field: 'key',
      store: (tx, { name }, key, claims) =>
        storeKey(
          tx,
          key,
          {
            sql: 'insert into public.admin_keys (name, prefix) values ($1, $2) returning id, name, prefix, created_at',
            params: [name],
          },
          { kind: 'admin_key', ownerId: claims.sub, projectId: null },
        ),
    }),
  );

  app.delete('/user/admin-api-keys', async (c) => {
    const { id } = await readBody(c, deleteKeyBody);
    await asOwner(ctx, c.get('claims'), async (tx) => {
      const { rows } = await tx.query(
        'delete from public.admin_keys where id = $1 and owner_id = auth.uid() returning id',
        [id],
      );
      if (!rows[0]) throw notFound('Admin key');
      await tx.query('delete from private.key_hashes where key_id = $1', [id]);
    });
    return ok(c, { id });
  });

  return app;
}
