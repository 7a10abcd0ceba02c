import { InsufficientStorage } from '../db/failures';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  saveCheckBody,
  SEARCH_CHECKS_MAX,
  SEARCH_HISTORY_SIZE,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  searchQuery,
  type EmbeddingRun,
  type SearchHistoryRow,
  type SemanticStatus,
} from '@contract/search';
import type { PlatformContext } from '../core/context';
import { cancelEmbeddingRun, vectorsAvailable } from '../search/embeddingRuns';
import { checksReport, recordRecall } from '../search/checks';
import { platformEmbedder } from '../search/platformEmbedder';
import { searchProject } from '../search/searchService';
import { noteApiRequest, recordApiRequests } from '../requests/middleware';
import { ApiError, created, notFound, ok, type ApiEnv } from './http';
import { loadProject, loadSource } from '../core/lookups';
import { asOwner } from './userTransaction';
import { parseInput, pathId, readBody } from './validation';

const kQuery = z.strictObject({
  k: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT_MAX, `K must be between 1 and ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
});

const nonEmpty = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));

/** Ranked search, the user's recent searches, saved retrieval checks and the semantic switch's status. */
export function searchRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.use('/projects/:projectId/search', recordApiRequests(ctx, 'search'));
  app.get('/projects/:projectId/search', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const query = parseInput(searchQuery, nonEmpty(c.req.query()));
    const claims = c.get('claims');
    if (query.sourceId) await ctx.asUser(claims, (tx) => loadSource(tx, projectId, query.sourceId as string));
    const result = await searchProject(ctx, claims, projectId, {
      text: query.q,
      mode: query.mode ?? null,
      syntax: query.syntax,
      group: query.group,
      sourceIds: query.sourceId ? [query.sourceId] : null,
      mimeType: query.type ?? null,
      limit: query.limit,
    });
    // A search made while typing is answered, but only the settled one is kept in the history and counted
    // among the project's searches: "asn", "asn1 pa" on the way to "asn1 parser" are not searches.
    if (query.typeahead === '1') {
      noteApiRequest(c, { typeahead: true });
      return ok(c, result);
    }
    // The newest search replaces an identical older one; only the last ones are kept. On a nearly full
    // disk the search is still answered, without its history line.
    await asOwner(ctx, claims, async (tx) => {
      await tx.query(
        `delete from public.search_history h where h.project_id = $1 and h.owner_id = auth.uid()
            and ((h.query = $2 and h.mode = $3 and h.source_id is not distinct from $4)
                 or h.id not in (select id from public.search_history where project_id = $1 and owner_id = auth.uid()
                                    and not (query = $2 and mode = $3 and source_id is not distinct from $4)
                                  order by created_at desc, id desc limit ${SEARCH_HISTORY_SIZE - 1}))`,
        [projectId, query.q, result.mode, query.sourceId ?? null],
      );
      await tx.query(
        `insert into public.search_history (owner_id, project_id, query, mode, source_id, hit_count)
         values (auth.uid(), $1, $2, $3, $4, $5)`,
        [projectId, query.q, result.mode, query.sourceId ?? null, result.hits.length],
      );
    }).catch((error: unknown) => {
      if (!(error instanceof InsufficientStorage)) throw error;
    });
    return ok(c, result);
  });

  app.get('/projects/:projectId/search/history', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const rows = await ctx.asUser(c.get('claims'), async (tx) => {
      await loadProject(tx, projectId);
      const { rows } = await tx.query<Omit<SearchHistoryRow, 'created_at'> & { created_at: Date }>(
        `select id, query, mode, source_id, hit_count, created_at from public.search_history
          where project_id = $1 order by created_at desc, id desc limit ${SEARCH_HISTORY_SIZE}`,
        [projectId],
      );
      return rows;
    });
    return ok(
      c,
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  });

  app.get('/projects/:projectId/search/checks', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { k } = parseInput(kQuery, nonEmpty(c.req.query()));
    const claims = c.get('claims');
    await ctx.asUser(claims, (tx) => loadProject(tx, projectId));
    return ok(c, await checksReport(ctx, claims, projectId, k));
  });

  app.post('/projects/:projectId/search/checks/run', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const { k } = parseInput(kQuery, nonEmpty(c.req.query()));
    const claims = c.get('claims');
    await ctx.asUser(claims, (tx) => loadProject(tx, projectId));
    return ok(c, await recordRecall(ctx, claims, projectId, 'manual', k));
  });

  app.post('/projects/:projectId/search/checks', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const body = await readBody(c, saveCheckBody);
    const check = await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadProject(tx, projectId);
      const { rows: docs } = await tx.query(
        'select 1 from public.documents where id = $1 and project_id = $2 and owner_id = auth.uid()',
        [body.expectedDocumentId, projectId],
      );
      if (!docs[0]) throw notFound('Document');
      const { rows: counted } = await tx.query<{ n: number }>(
        'select count(*)::int as n from public.search_checks where project_id = $1 and owner_id = auth.uid()',
        [projectId],
      );
      if (counted[0].n >= SEARCH_CHECKS_MAX) {
        throw new ApiError(409, 'TOO_MANY_CHECKS', `A project keeps at most ${SEARCH_CHECKS_MAX} saved checks`);
      }
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.search_checks (owner_id, project_id, query, mode, expected_document_id)
         values (auth.uid(), $1, $2, $3, $4) returning id`,
        [projectId, body.query, body.mode, body.expectedDocumentId],
      );
      return rows[0];
    });
    return created(c, check);
  });

  app.delete('/projects/:projectId/search/checks/:checkId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const checkId = pathId(c, 'checkId', 'Check');
    await asOwner(ctx, c.get('claims'), async (tx) => {
      const { rowCount } = await tx.query(
        'delete from public.search_checks where id = $1 and project_id = $2 and owner_id = auth.uid()',
        [checkId, projectId],
      );
      if (!rowCount) throw notFound('Check');
    });
    return ok(c, { id: checkId });
  });

  app.get('/projects/:projectId/semantic-search', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const embedder = platformEmbedder();
    const status = await ctx.asUser(c.get('claims'), async (tx): Promise<SemanticStatus> => {
      const project = await loadProject(tx, projectId);
      const available = await vectorsAvailable(tx);
      const { rows: counts } = await tx.query<{ total: number; embedded: number }>(
        `select (select count(*)::int from public.document_chunks where project_id = $1) as total,
                ${available ? '(select count(*)::int from public.chunk_embeddings where project_id = $1 and embedder = $2)' : '0'} as embedded`,
        available ? [projectId, embedder.id] : [projectId],
      );
      const { rows: runs } = await tx.query<EmbeddingRun & { started_at: Date; finished_at: Date | null }>(
        `select id, embedder, status, chunks_total, chunks_embedded, log, error, started_at, finished_at
           from public.embedding_runs where project_id = $1 order by started_at desc, id desc limit 1`,
        [projectId],
      );
      const run = runs[0];
      return {
        enabled: project.settings.features?.semanticSearch === true,
        embedder: { id: embedder.id, description: embedder.description },
        vectorsAvailable: available,
        embeddedChunks: counts[0].embedded,
        totalChunks: counts[0].total,
        run: run
          ? { ...run, started_at: run.started_at.toISOString(), finished_at: run.finished_at?.toISOString() ?? null }
          : null,
      };
    });
    return ok(c, status);
  });

  app.post('/projects/:projectId/semantic-search/cancel', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const cancelled = await asOwner(ctx, c.get('claims'), async (tx) => {
      await loadProject(tx, projectId);
      return cancelEmbeddingRun(tx, projectId);
    });
    if (!cancelled) throw new ApiError(409, 'NO_EMBEDDING_RUN', 'No embedding run is running');
    return ok(c, { id: projectId });
  });

  return app;
}
