import { Hono, type Context } from 'hono';
import type { Claims, PlatformContext } from '../core/context';
import { bearerToken, resolveBearer } from './jwt';
import { fromPgError, RestError, restErrorResponse } from './restErrors';
import { compressJson } from './restCompression';
import { buildSelect, parseRangeHeader } from './restQuery';
import { callFunction } from './restRpc';
import { runWrite, type WriteMethod } from './restWrite';
import { publicTables, type Column } from './schemaCache';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

type RestEnv = { Variables: { claims: Claims } };

/**
 * PostgREST subset at /rest/v1 (supabase-wire §3): reads, writes and rpc, every query as the caller's role
 * with its claims, so grants and RLS decide exactly as behind PostgREST. GETs run read-only, as there.
 */
export function restRoutes(ctx: PlatformContext): Hono<RestEnv> {
  const app = new Hono<RestEnv>();

  app.onError((error, c) => {
    const rest = error instanceof RestError ? error : fromPgError(error, c.get('claims')?.role !== 'authenticated');
    if (rest) return restErrorResponse(c, rest);
    throw error;
  });

  app.use(async (c, next) => {
    const profile = c.req.header('Accept-Profile') ?? c.req.header('Content-Profile');
    if (profile && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    const bearer = await resolveBearer(ctx, bearerToken(c.req.header('Authorization')) ?? c.req.header('apikey'));
    if (bearer.kind === 'invalid') {
      if (bearer.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
      throw new RestError(
        401,
        'PGRST301',
        bearer.reason === 'revoked' ? 'JWT session has ended' : 'JWSError JWSInvalidSignature',
      );
    }
    c.set('claims', bearer.claims);
    await next();
  });
  app.use(compressJson());

  const rpc = async (c: Context<RestEnv>, args: Record<string, unknown>, readOnly: boolean) => {
    const result = await ctx.asUser(c.get('claims'), async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      return callFunction(tx, c.req.param('fn') ?? '', args);
    });
    if (result === null) return c.body(null, 204);
    return c.body(result.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  };
  app.get('/rpc/:fn', (c) => rpc(c, c.req.query(), true));
  app.post('/rpc/:fn', async (c) => rpc(c, await readArgs(c), false));

  const tableColumns = async (table: string): Promise<Column[]> => {
    const columns = (await publicTables(ctx.db)).get(table);
    if (!columns)
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    return columns;
  };

  app.get('/:table', async (c) => {
    const table = c.req.param('table');
    const range = parseRangeHeader(c.req.header('Range'), c.req.header('Range-Unit'));
    const query = buildSelect(table, await tableColumns(table), new URL(c.req.url).searchParams, range);
    const wantsCount = /\bcount=exact\b/.test(c.req.header('Prefer') ?? '');
    const { body, n, total } = await ctx.asUser(c.get('claims'), async (tx) => {
      await tx.exec('set transaction read only');
      const rows = await tx.query<{ body: string; n: number }>(query.rowsSql, query.params);
      const count = wantsCount ? (await tx.query<{ total: number }>(query.countSql, query.params)).rows[0].total : null;
      return { ...rows.rows[0], total: count };
    });
    if (total !== null && query.offset > 0 && query.offset >= total) {
      c.header('Content-Range', `*/${total}`);
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${query.offset} was requested, but there are only ${total} rows.`,
      );
    }
    c.header('Content-Range', `${n === 0 ? '*' : `${query.offset}-${query.offset + n - 1}`}/${total ?? '*'}`);
    // PostgREST answers 206 when a known total holds more rows than the reply.
    return rowsResponse(c, body, n, total !== null && n < total ? 206 : 200);
  });

  // Behind PostgREST the browser's roles lack write grants (migration 0004): Postgres itself refuses,
  // so a grant mistake shows here as it would in production. The SPA writes through /api.
  app.on(['POST', 'PATCH', 'DELETE'], '/:table', async (c) => {
    const method = c.req.method as WriteMethod;
    const table = c.req.param('table');
    const columns = await tableColumns(table);
    const text = method === 'DELETE' ? '' : await c.req.text();
    const body = method === 'DELETE' ? null : parseJson(text);
    const prefer = c.req.header('Prefer') ?? '';
    const query = new URL(c.req.url).searchParams;
    const result = await ctx.asUser(c.get('claims'), (tx) =>
      runWrite(tx, { method, table, columns, query, body, text, prefer }),
    );
    const status = method === 'POST' ? 201 : 200;
    if (/\breturn=representation\b/.test(prefer)) return rowsResponse(c, result.body, result.n, status);
    return c.body(null, method === 'POST' ? 201 : 204);
  });
  app.put('/:table', (c) => {
    throw new RestError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${c.req.method}`,
      null,
      'The local platform does not implement PUT; upsert with POST',
    );
  });

  return app;
}

/** JSON rows as PostgREST answers them: an array, or one bare object for `.single()` (406 unless one row). */
function rowsResponse(c: Context, body: string, n: number, status: 200 | 201 | 206) {
  if ((c.req.header('Accept') ?? '').includes(SINGLE_OBJECT)) {
    if (n !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${n} rows`,
      );
    }
    return c.body(body.slice(1, -1), status, { 'Content-Type': `${SINGLE_OBJECT}; charset=utf-8` });
  }
  return c.body(body, status, { 'Content-Type': 'application/json; charset=utf-8' });
}

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  // Bodies nested deeper than PGlite's stack allows never get here (server/http/requestLimits.ts).
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

async function readArgs(c: Context): Promise<Record<string, unknown>> {
  const parsed = parseJson(await c.req.text());
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RestError(400, 'PGRST102', 'The request body must be a JSON object of named arguments');
  }
  return parsed as Record<string, unknown>;
}
