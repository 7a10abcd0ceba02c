import type { PlatformContext } from './context';
import { sha256Hex } from './secrets';

/**
 * The owner a project API key stands for, when it is a key of this very project; using it stamps
 * last_used_at. The one lookup behind every x-api-key (GraphQL and the push API).
 * The stamp is renewed at most once a minute (the dashboard shows the day): a write on every request
 * cost each one a row change and its realtime event.
 */
export async function ownerOfApiKey(
  ctx: PlatformContext,
  key: string,
  projectId: string,
): Promise<{ owner: string; keyId: string } | null> {
  return ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ key_id: string; owner_id: string }>(
      `select key_id, owner_id from private.key_hashes where hash = $1 and kind = 'api_key' and project_id = $2`,
      [sha256Hex(key), projectId],
    );
    if (!rows[0]) return null;
    await tx.query(
      `update public.api_keys set last_used_at = now()
        where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [rows[0].key_id],
    );
    return { owner: rows[0].owner_id, keyId: rows[0].key_id };
  });
}
