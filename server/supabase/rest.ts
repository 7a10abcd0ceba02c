import { Hono, type Context } from 'hono';
import type { Claims, PlatformContext } from '../context';
import { bearerToken, resolveBearer } from './jwt';
import { fromPgError, RestError, restErrorResponse } from './restErrors';
import { compressJson } from './restCompression';
import { buildSelect, parseRangeHeader } from './restQuery';
import { callFunction } from './restRpc';
import { publicTables } from './schemaCache';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

type RestEnv = { Variables: { claims: Claims } };

/** PostgREST subset at /rest/v1 (supabase-wire §3): reads and rpc, every query under the caller's RLS. */
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
      throw new RestError(401, 'PGRST301', bearer.reason === 'revoked' ? 'JWT session has ended' : 'JWSError JWSInvalidSignature');
    }
    c.set('claims', bearer.claims);
    await next();
  });
  app.use(compressJson());

  const rpc = async (c: Context<RestEnv>, args: Record<string, unknown>) => {
    const result = await ctx.asUser(c.get('claims'), (tx) => callFunction(tx, c.req.param('fn') ?? '', args));
    if (result === null) return c.body(null, 204);
    return c.body(result.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  };
  app.get('/rpc/:fn', (c) => rpc(c, c.req.query()));
  app.post('/rpc/:fn', async (c) => rpc(c, await readArgs(c)));

  app.get('/:table', async (c) => {
    const table = c.req.param('table');
    const columns = (await publicTables(ctx.db)).get(table);
    if (!columns) {
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    }
    const range = parseRangeHeader(c.req.header('Range'), c.req.header('Range-Unit'));
    const query = buildSelect(table, columns, new URL(c.req.url).searchParams, range);
    const wantsCount = /\bcount=exact\b/.test(c.req.header('Prefer') ?? '');
    const { body, n, total } = await ctx.asUser(c.get('claims'), async (tx) => {
      const rows = await tx.query<{ body: string; n: number }>(query.rowsSql, query.params);
      const count = wantsCount ? (await tx.query<{ total: number }>(query.countSql, query.params)).rows[0].total : null;
      return { ...rows.rows[0], total: count };
    });
    if (total !== null && query.offset > 0 && query.offset >= total) {
      c.header('Content-Range', `*/${total}`);
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${query.offset} was requested, but there are only ${total} rows.`);
    }
    c.header('Content-Range', `${n === 0 ? '*' : `${query.offset}-${query.offset + n - 1}`}/${total ?? '*'}`);
    // PostgREST answers 206 when a known total holds more rows than the reply.
    const status = total !== null && n < total ? 206 : 200;
    if ((c.req.header('Accept') ?? '').includes(SINGLE_OBJECT)) {
      if (n !== 1) {
        throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
      }
      return c.body(body.slice(1, -1), 200, { 'Content-Type': `${SINGLE_OBJECT}; charset=utf-8` });
    }
    return c.body(body, status, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  // The SPA never writes over REST: writes go through the dashboard API, which validates them.
  app.on(['POST', 'PATCH', 'PUT', 'DELETE'], '/:table', (c) => {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`, null, 'The local platform serves reads only; write through /api');
  });

  return app;
}

async function readArgs(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RestError(400, 'PGRST102', 'The request body must be a JSON object of named arguments');
  }
  return parsed as Record<string, unknown>;
}
