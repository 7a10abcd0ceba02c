import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import { ownerOfApiKey } from '../core/apiKeyOwner';
import { recordApiRequests } from '../requests/middleware';
import { ApiError, answerError, notFound, routeNotFound } from '../core/errors';
import { INDEXED_COUNT, insertLogs } from '../runs/sourceWrites';
import { parseJsonBatch, parseMultipartBatch, type ParsedBatch } from './batch';
import { pushDocuments } from '../runs/pushRun';
import { isUuid } from '../core/ids';


interface PushEnv {
  Variables: { source: SourceRow };
}


/**
 * The project API key of this very project, never a dashboard session; then a push_api source of that
 * project (another project's source is not found, another type is a conflict).
 */
async function authorise(ctx: PlatformContext, c: Context): Promise<SourceRow> {
  const key = c.req.header('x-api-key');
  if (!key) throw new ApiError(401, 'MISSING_API_KEY', 'Send the project API key in the x-api-key header');
  const projectId = c.req.param('projectId') ?? '';
  const sourceId = c.req.param('sourceId') ?? '';
  const owner = isUuid(projectId) ? (await ownerOfApiKey(ctx, key, projectId))?.owner : undefined;
  if (!owner) throw new ApiError(401, 'INVALID_API_KEY', 'Invalid API key for this project');
  const { rows } = await ctx.db.query<SourceRow & { project_state: string }>(
    `select s.*, p.state as project_state from public.sources s join public.projects p on p.id = s.project_id
      where s.id = $1 and s.project_id = $2 and s.owner_id = $3`,
    [isUuid(sourceId) ? sourceId : '00000000-0000-0000-0000-000000000000', projectId, owner],
  );
  const source = rows[0];
  if (!source || source.project_state === 'deleted' || source.status === 'DELETING') throw notFound('Source');
  if (source.type !== 'push_api') {
    throw new ApiError(409, 'NOT_A_PUSH_SOURCE', 'This source does not take pushed documents; use a Push API source');
  }
  if (source.project_state !== 'active') {
    throw new ApiError(409, 'PROJECT_PAUSED', 'The project is paused; restore it to process data');
  }
  const { project_state: _state, ...plain } = source;
  return plain;
}

const MULTIPART = /^multipart\/form-data/i;
const JSON_TYPE = /^application\/json/i;

async function readBatch(c: Context): Promise<ParsedBatch> {
  const type = c.req.header('content-type') ?? '';
  if (MULTIPART.test(type)) {
    const form = await c.req.formData().catch(() => {
      throw new ApiError(400, 'INVALID_BODY', 'The multipart body could not be read');
    });
    return parseMultipartBatch(form);
  }
  if (!JSON_TYPE.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json or multipart/form-data');
  }
  const body: unknown = await c.req.json().catch(() => {
    throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON');
  });
  return parseJsonBatch(body);
}

/** GET/DELETE take the pusher's id, which may hold slashes ("handbook/benefits.md"). */
const documentId = (c: Context) => decodeURIComponent(c.req.param('id') ?? '');

/** /push/v1: documents a developer pushes into a push_api source, authorised by the project's API key. */
export function pushRoutes(ctx: PlatformContext): Hono<PushEnv> {
  const app = new Hono<PushEnv>();
  const base = '/projects/:projectId/sources/:sourceId/documents';

  // First, so refused requests are recorded too.
  app.use('/projects/:projectId/*', recordApiRequests(ctx, 'push'));
  app.use(`${base}/*`, async (c, next) => {
    c.set('source', await authorise(ctx, c));
    await next();
  });
  app.use(base, async (c, next) => {
    c.set('source', await authorise(ctx, c));
    await next();
  });

  app.post(base, async (c) => {
    const { originals, rejected } = await readBatch(c);
    const result = await pushDocuments(ctx, c.get('source'), originals, rejected);
    return c.json({ data: result }, 202);
  });

  app.get(`${base}/:id{.+}`, async (c) => {
    const source = c.get('source');
    const { rows } = await ctx.db.query(
      `select d.id, d.external_id, d.title, d.status, d.error, d.mime_type as content_type, d.url, d.metadata,
              d.size_bytes, d.content_hash, d.content, d.run_id, d.created_at, d.updated_at,
              (select count(*)::int from public.document_chunks k where k.document_id = d.id) as chunk_count
         from public.documents d where d.source_id = $1 and d.external_id = $2`,
      [source.id, documentId(c)],
    );
    if (!rows[0]) throw notFound('Document');
    return c.json({ data: rows[0] }, 200);
  });

  app.delete(`${base}/:id{.+}`, async (c) => {
    const source = c.get('source');
    const id = documentId(c);
    const deleted = await ctx.asService(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'delete from public.documents where source_id = $1 and external_id = $2 returning id',
        [source.id, id],
      );
      if (!rows[0]) return false;
      await tx.query(`update public.sources set documents_count = ${INDEXED_COUNT} where id = $1`, [source.id]);
      await insertLogs(tx, source, [{ severity: 'INFO', message: `${id}: deleted over the push API` }]);
      return true;
    });
    if (!deleted) throw notFound('Document');
    return c.json({ data: { id } }, 200);
  });

  app.onError(answerError('push'));
  app.notFound(routeNotFound);
  return app;
}
