import type { Transaction } from '../db/types';
import type { Context, Handler } from 'hono';
import type { Claims, PlatformContext } from '../core/context';
import { created, type ApiEnv } from './http';
import { keyPrefix, sha256Hex } from '../core/secrets';
import { asOwner } from './userTransaction';

interface SecretRoute<Input, Row> {
  /** Reads and checks the request (path ids, then the body) before anything is made or written. */
  read: (c: Context<ApiEnv>) => Promise<Input>;
  newSecret: () => string;
  /** Inserts the row and keeps the secret privately, in one transaction as the caller. */
  store: (tx: Transaction, input: Input, secret: string, claims: Claims) => Promise<Row>;
  /** The reply's field that carries the secret. */
  field: 'key' | 'secret';
}

/** A POST that creates a row holding a secret: the secret is made here and answered once, beside the row. */
export function createWithSecret<Input, Row extends object>(
  ctx: PlatformContext,
  route: SecretRoute<Input, Row>,
): Handler<ApiEnv> {
  return async (c) => {
    const input = await route.read(c);
    const secret = route.newSecret();
    const claims = c.get('claims');
    const row = await asOwner(ctx, claims, (tx) => route.store(tx, input, secret, claims));
    return created(c, { ...row, [route.field]: secret });
  };
}

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
}

/**
 * An API or admin key's row (`insert` returns id, name, prefix, created_at; it gets the key's prefix as
 * its last parameter), then the key's sha256 where key lookups read it: the key itself is never kept.
 */
export async function storeKey(
  tx: Transaction,
  key: string,
  insert: { sql: string; params: unknown[] },
  hash: { kind: 'api_key' | 'admin_key'; ownerId: string; projectId: string | null },
): Promise<KeyRow> {
  const { rows } = await tx.query<KeyRow>(insert.sql, [...insert.params, keyPrefix(key)]);
  await tx.query(
    'insert into private.key_hashes (key_id, kind, owner_id, project_id, hash) values ($1, $2, $3, $4, $5)',
    [rows[0].id, hash.kind, hash.ownerId, hash.projectId, sha256Hex(key)],
  );
  return rows[0];
}
