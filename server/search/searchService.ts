import type { SearchMode, SearchResult } from '@contract/search';
import { SEMANTIC_SEARCH_OFF } from '@contract/search';
import { PLAN_LIMIT_SEMANTIC_SEARCH } from '@contract/enums';
import type { Claims, PlatformContext } from '../core/context';
import { ApiError } from '../core/errors';
import { loadProject } from '../core/lookups';
import type { ProjectRow } from '../core/rows';
import { ensureBilling } from '../billing/invoices';
import { planById } from '../billing/plans';
import { vectorsAvailable } from './embeddingRuns';
import { platformEmbedder } from './platformEmbedder';
import { rankChunks } from './rank';

export interface SearchRequest {
  text: string;
  mode: SearchMode;
  sourceIds: string[] | null;
  mimeType: string | null;
  limit: number;
}

/** Semantic and hybrid modes read vectors, which exist only while the project's switch is on. */
async function assertSemanticOn(ctx: PlatformContext, claims: Claims, project: ProjectRow): Promise<void> {
  if (project.settings.features?.semanticSearch) return;
  const allowed = await ctx.asService(async (tx) => {
    await ensureBilling(tx, claims.sub);
    const { rows } = await tx.query<{ plan_id: string }>(
      'select plan_id from private.subscriptions where user_id = $1',
      [claims.sub],
    );
    return planById(rows[0].plan_id);
  });
  if (!allowed.limits.semanticSearch) {
    throw new ApiError(
      402,
      PLAN_LIMIT_SEMANTIC_SEARCH,
      `Semantic search is not included in the ${allowed.name} plan; keyword search works on every plan`,
    );
  }
  throw new ApiError(
    400,
    SEMANTIC_SEARCH_OFF,
    "Semantic search is off for this project: turn it on in the project's features, or search in keyword mode",
  );
}

/**
 * A ranked search of a project's chunks; the project must be the caller's (looked up as them, under RLS).
 * The ranking itself runs with service rights, confined to that project by every statement: under RLS
 * Postgres may not use the full-text index, because `@@` is not leakproof and the policy's check must
 * come first, so every word would be matched against every chunk of every tenant.
 */
export async function searchProject(
  ctx: PlatformContext,
  claims: Claims,
  projectId: string,
  request: SearchRequest,
): Promise<SearchResult> {
  const started = performance.now();
  const project = await ctx.asUser(claims, (tx) => loadProject(tx, projectId));
  let vector = null;
  let embedderId: string | null = null;
  if (request.mode !== 'keyword') {
    await assertSemanticOn(ctx, claims, project);
    if (!(await vectorsAvailable(ctx.db))) {
      throw new ApiError(
        503,
        'SEMANTIC_SEARCH_UNAVAILABLE',
        'This database has no pgvector extension; search in keyword mode',
      );
    }
    const embedder = platformEmbedder();
    const [embedding] = await embedder.embed([request.text]);
    embedderId = embedder.id;
    // A query with no word the embedder knows has no vector side; hybrid then ranks by keywords alone.
    if (embedding) vector = { embedding, embedder: embedder.id, floor: embedder.similarityFloor };
  }
  const hits = await ctx.asService((tx) =>
    rankChunks(tx, {
      projectId,
      text: request.text,
      mode: request.mode,
      sourceIds: request.sourceIds,
      mimeType: request.mimeType,
      limit: request.limit,
      vector,
    }),
  );
  return { hits, tookMs: Math.round(performance.now() - started), embedder: embedderId };
}
