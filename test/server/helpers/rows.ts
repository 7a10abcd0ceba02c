import type { Platform } from '../../../server/platform';

/** Inserts a project as the service role (tests seed rows the way the platform's own code does). */
export async function insertProject(
  platform: Platform,
  ownerId: string,
  fields: { name?: string; state?: string } = {},
): Promise<{ id: string; name: string }> {
  const { rows } = await platform.ctx.asService((tx) =>
    tx.query<{ id: string; name: string }>(
      'insert into public.projects (owner_id, name, state) values ($1, $2, $3) returning id, name',
      [ownerId, fields.name ?? 'Project', fields.state ?? 'active'],
    ),
  );
  return rows[0];
}
