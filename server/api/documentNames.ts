import { Hono } from 'hono';
import { documentNamesQuery, type DocumentNameHit } from '@contract/documentNames';
import type { PlatformContext } from '../core/context';
import type { Transaction } from '../db/types';
import { ok, type ApiEnv } from './http';
import { loadProject } from '../core/lookups';
import { parseInput, pathId } from './validation';

// Word similarity of the typed text to the best-matching stretch of a name: a prefix of a word scores
// high (7 of 8 trigrams for `libtasn` in `libtasn1.pdf`), one swapped pair of letters in a short word half.
const WORD_SIMILARITY_FLOOR = '0.5';
const NAMES = 'private.document_names(d.title, d.external_id, d.metadata)';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A project's documents by name, best first: word similarity, then titles that start with the text,
 * then title order. Served by the trigram index of migration 0026 (`<%` is its operator).
 */
export async function documentsByName(
  tx: Transaction,
  projectId: string,
  text: string,
  limit: number,
): Promise<DocumentNameHit[]> {
  await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [WORD_SIMILARITY_FLOOR]);
  const typed = text.toLowerCase();
  const { rows } = await tx.query<DocumentNameHit>(
    `select d.id, d.source_id, d.title, d.external_id as path, d.mime_type, d.status
       from public.documents d
      where d.project_id = $1 and $2 operator(extensions.<%) ${NAMES}
      order by extensions.word_similarity($2, ${NAMES}) desc,
               (pg_catalog.lower(d.title) like $3) desc, d.title, d.id
      limit $4`,
    [projectId, typed, `${escapeLike(typed)}%`, limit],
  );
  return rows;
}

/** GET /projects/:projectId/document-names?q=&limit= → DocumentNameHit[] (the command palette's lookup). */
export function documentNameRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/projects/:projectId/document-names', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
    const query = parseInput(documentNamesQuery, raw);
    await ctx.asUser(c.get('claims'), (tx) => loadProject(tx, projectId));
    // With service rights, confined to the project just checked: under RLS the planner must check the
    // owner before `<%` (not leakproof), which would compare the text with every tenant's documents.
    return ok(c, await ctx.asService((tx) => documentsByName(tx, projectId, query.q, query.limit)));
  });
  return app;
}
