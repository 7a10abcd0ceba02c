import type { Transaction } from '../db/types';
import { SEARCH_LIMIT_DEFAULT } from '@contract/search';
import type { Claims, PlatformContext } from '../core/context';
import type { ProjectRow } from '../core/rows';
import { recordRecall } from './checks';
import { dropEmbeddings, embedNewChunks, startEmbeddingRun } from './embeddingRuns';

const isOn = (project: ProjectRow) => project.settings.features?.semanticSearch === true;

/** In the settings write's transaction: switching off drops the vectors with it. */
export async function semanticSwitched(
  tx: Transaction,
  before: ProjectRow,
  after: ProjectRow,
): Promise<'on' | 'off' | 'unchanged'> {
  if (isOn(before) === isOn(after)) return 'unchanged';
  if (isOn(after)) return 'on';
  await dropEmbeddings(tx, after.id);
  return 'off';
}

/** After the write commits: switching on starts the run that embeds the project's chunks. */
export async function semanticSwitchedOn(ctx: PlatformContext, claims: Claims, projectId: string): Promise<void> {
  await startEmbeddingRun(ctx, claims.sub, projectId, undefined, async () => {
    await recordRecall(ctx, claims, projectId, 'embedding', SEARCH_LIMIT_DEFAULT);
  });
}

/**
 * After an indexing run: its new chunks are embedded (when semantic search is on), then the saved
 * checks' recall is recorded, so a rebuild that makes retrieval worse shows on the Search page.
 */
export function indexingRunFinished(ctx: PlatformContext, ownerId: string, projectId: string): void {
  embedNewChunks(ctx, projectId, undefined, async () => {
    const { rows } = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from public.search_checks where project_id = $1',
      [projectId],
    );
    if (rows[0].n > 0)
      await recordRecall(ctx, { sub: ownerId, role: 'authenticated' }, projectId, 'indexing', SEARCH_LIMIT_DEFAULT);
  });
}
