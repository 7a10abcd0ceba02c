import type { Platform } from '../../server/platform';
import { createUser } from '../../server/supabase/users';
import { ensureBilling } from '../../server/billing/invoices';
import { keyPrefix, newProjectApiKey, sha256Hex } from '../../server/core/secrets';

// A Team account with one project, one push_api source and a project API key, made directly in the
// platform's database: the bench measures pushing, not signing up.

export interface BenchSource {
  /** The source's /push/v1 documents URL. */
  url: string;
  key: string;
}

export async function createBenchSource(platform: Platform): Promise<BenchSource> {
  const { id: ownerId } = await createUser(platform.ctx, {
    email: 'bench@example.com',
    password: 'bench-password',
    name: 'Bench',
  });
  const key = newProjectApiKey();
  const { projectId, sourceId } = await platform.ctx.asService(async (tx) => {
    await ensureBilling(tx, ownerId, 'team');
    const project = (
      await tx.query<{ id: string }>("insert into public.projects (owner_id, name) values ($1, 'Bench') returning id", [
        ownerId,
      ])
    ).rows[0].id;
    const source = (
      await tx.query<{ id: string }>(
        "insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'push_api', 'push') returning id",
        [ownerId, project],
      )
    ).rows[0].id;
    const apiKey = (
      await tx.query<{ id: string }>(
        "insert into public.api_keys (owner_id, project_id, name, prefix) values ($1, $2, 'bench', $3) returning id",
        [ownerId, project, keyPrefix(key)],
      )
    ).rows[0].id;
    await tx.query(
      "insert into private.key_hashes (key_id, kind, owner_id, project_id, hash) values ($1, 'api_key', $2, $3, $4)",
      [apiKey, ownerId, project, sha256Hex(key)],
    );
    return { projectId: project, sourceId: source };
  });
  return { url: `${platform.url}/push/v1/projects/${projectId}/sources/${sourceId}/documents`, key };
}
