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

/** SQL expressions over `g` (1 to the count) for each generated log line's columns. */
export interface GeneratedLines {
  count: number;
  severity: string;
  message: string;
  createdAt: string;
}

/** Inserts a push-API source of the project with generated log lines; returns the source's id. */
export async function insertSourceWithLogs(
  platform: Platform,
  ownerId: string,
  projectId: string,
  lines: GeneratedLines,
): Promise<string> {
  return platform.ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.sources (owner_id, project_id, provider, type) values ($1, $2, 'push_api', 'push_api') returning id`,
      [ownerId, projectId],
    );
    await tx.query(
      `insert into public.source_logs (owner_id, project_id, source_id, severity, message, created_at)
       select $1, $2, $3, ${lines.severity}, ${lines.message}, ${lines.createdAt}
       from generate_series(1, ${lines.count}) g`,
      [ownerId, projectId, rows[0].id],
    );
    return rows[0].id;
  });
}
