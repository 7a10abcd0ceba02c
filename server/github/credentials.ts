import type { Database, Transaction } from '../db/types';

/** GitHub source types: the ones read from GitHub's REST API when a live token is connected. */
export const GITHUB_TYPES: ReadonlySet<string> = new Set(['github_branch', 'github_issues']);

/**
 * The source's GitHub token when it is live (pasted by its owner, or from a real OAuth App exchange), else
 * null: the seeded demo sources and the simulated consent page hold made-up tokens and stay simulated.
 */
export async function liveGithubToken(db: Database | Transaction, sourceId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string | null }>(
    `select c.tokens ->> 'token' as token from private.source_credentials c
       join public.sources s on s.id = c.source_id
      where c.source_id = $1 and c.live and s.type = any($2)`,
    [sourceId, [...GITHUB_TYPES]],
  );
  return rows[0]?.token ?? null;
}
