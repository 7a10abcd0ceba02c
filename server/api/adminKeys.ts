import { Hono } from 'hono';
import { createKeyBody, deleteKeyBody } from '@contract/schemas';
import type { PlatformContext } from '../context';
import { created, notFound, ok, type ApiEnv } from './http';
import { keyPrefix, newAdminKey, sha256Hex } from './secrets';
import { asOwner } from './userTransaction';
import { readBody } from './validation';

/** Account-level admin keys: like project API keys, but owned by the user. */
export function adminKeyRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/user/admin-api-keys', async (c) => {
    const { name } = await readBody(c, createKeyBody);
    const key = newAdminKey();
    const claims = c.get('claims');
    const row = await asOwner(ctx, claims, async (tx) => {
      const { rows } = await tx.query<{ id: string; name: string; prefix: string; created_at: Date }>(
        'insert into public.admin_keys (name, prefix) values ($1, $2) returning id, name, prefix, created_at',
        [name, keyPrefix(key)],
      );
      await tx.query("insert into private.key_hashes (key_id, kind, owner_id, hash) values ($1, 'admin_key', $2, $3)", [
        rows[0].id,
        claims.sub,
        sha256Hex(key),
      ]);
      return rows[0];
    });
    return created(c, { ...row, key });
  });

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
