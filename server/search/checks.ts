import type { RecallResult, SearchCheckRow, SearchChecksReply } from '@contract/search';
import type { Claims, PlatformContext } from '../core/context';
import { searchProject } from './searchService';

interface StoredCheck {
  id: string;
  query: string;
  mode: SearchCheckRow['mode'];
  expected_document_id: string;
  expected_title: string;
  created_at: Date;
}

/** Each saved check run now: the rank of its expected document within the top k, or null. */
async function evaluate(ctx: PlatformContext, claims: Claims, projectId: string, k: number): Promise<SearchCheckRow[]> {
  const { rows } = await ctx.asUser(claims, (tx) =>
    tx.query<StoredCheck>(
      `select s.id, s.query, s.mode, s.expected_document_id, d.title as expected_title, s.created_at
         from public.search_checks s join public.documents d on d.id = s.expected_document_id
        where s.project_id = $1 order by s.created_at, s.id`,
      [projectId],
    ),
  );
  const checks: SearchCheckRow[] = [];
  for (const check of rows) {
    // A semantic check while the switch is off finds nothing: that is a regression worth seeing.
    const hits = await searchProject(ctx, claims, projectId, {
      text: check.query,
      mode: check.mode,
      // A check names the document it must find: its rank among documents.
      group: 'document',
      sourceIds: null,
      mimeType: null,
      limit: k,
    }).then(
      (result) => result.hits,
      () => [],
    );
    const index = hits.findIndex((hit) => hit.document.id === check.expected_document_id);
    checks.push({ ...check, rank: index < 0 ? null : index + 1, created_at: check.created_at.toISOString() });
  }
  return checks;
}

async function recentResults(ctx: PlatformContext, claims: Claims, projectId: string): Promise<RecallResult[]> {
  const { rows } = await ctx.asUser(claims, (tx) =>
    tx.query<Omit<RecallResult, 'created_at'> & { created_at: Date }>(
      `select id, trigger, k, checks, found, created_at from public.search_check_results
        where project_id = $1 order by created_at desc, id desc limit 20`,
      [projectId],
    ),
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The saved checks with their ranks now, and the recall recorded before. */
export async function checksReport(
  ctx: PlatformContext,
  claims: Claims,
  projectId: string,
  k: number,
): Promise<SearchChecksReply> {
  const checks = await evaluate(ctx, claims, projectId, k);
  return { k, checks, results: await recentResults(ctx, claims, projectId) };
}

/** Runs the checks and records recall@k (on demand, or after an indexing or embedding run). */
export async function recordRecall(
  ctx: PlatformContext,
  claims: Claims,
  projectId: string,
  trigger: RecallResult['trigger'],
  k: number,
): Promise<SearchChecksReply> {
  const checks = await evaluate(ctx, claims, projectId, k);
  if (checks.length > 0) {
    await ctx.asService((tx) =>
      tx.query(
        `insert into public.search_check_results (owner_id, project_id, trigger, k, checks, found)
         select owner_id, id, $3, $4, $5, $6 from public.projects where id = $2 and owner_id = $1`,
        [claims.sub, projectId, trigger, k, checks.length, checks.filter((c) => c.rank !== null).length],
      ),
    );
  }
  return { k, checks, results: await recentResults(ctx, claims, projectId) };
}
