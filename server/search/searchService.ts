import type { SearchGroup, SearchMode, SearchResult, SearchSyntax } from '@contract/search';
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
  /** Null: hybrid where the project's semantic search is on, else keyword. */
  mode: SearchMode | null;
  syntax?: SearchSyntax;
  group?: SearchGroup;
  sourceIds: string[] | null;
  mimeType: string | null;
  limit: number;
}

/**
 * The most one search's statements may run on PostgreSQL. The work itself is bounded by the postings
 * read (bm25.ts), which holds on PGlite too, where no timer can interrupt a statement.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;

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
  // The switch can be on only where the plan includes semantic search, and vectors need pgvector: the
  // default is one that answers (never a 402 or 503).
  const mode =
    request.mode ??
    (project.settings.features?.semanticSearch && (await vectorsAvailable(ctx.db)) ? 'hybrid' : 'keyword');
  let vector = null;
  let embedderId: string | null = null;
  if (mode !== 'keyword') {
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
  const ranked = await ctx.asService(async (tx) => {
    // A database server cancels a statement past its time; the embedded one cannot, and is bounded by the
    // postings budget instead.
    if (!ctx.db.embedded) {
      await tx.query(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`);
    }
    return rankChunks(tx, {
      projectId,
      text: request.text,
      mode,
      syntax: request.syntax ?? 'plain',
      group: request.group ?? 'document',
      sourceIds: request.sourceIds,
      mimeType: request.mimeType,
      limit: request.limit,
      vector,
    });
  });
  return {
    hits: ranked.hits,
    mode,
    partial: ranked.partial,
    tookMs: Math.round(performance.now() - started),
    embedder: embedderId,
  };
}
