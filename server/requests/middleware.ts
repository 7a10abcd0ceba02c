import type { Context, MiddlewareHandler } from 'hono';
import type { ApiRequestKind } from '@contract/apiRequests';
import type { PlatformContext } from '../core/context';
import { sha256Hex } from '../core/secrets';
import { scrubText } from './redact';

/** The sha256 of the request's x-api-key, which the recorder resolves to the key's id; never the key. */
export const apiKeyHashOf = (c: Context): string | null => {
  const key = c.req.header('x-api-key');
  return key ? sha256Hex(key) : null;
};

/**
 * The request's method and path as the client sent it (no query string, no headers) and a short user
 * agent, both scrubbed of secrets: a key or token put in a URL must not be stored.
 */
export function requestDetail(c: Context): Record<string, unknown> {
  const userAgent = c.req.header('user-agent');
  // How the caller authenticated, never with what: a key that matches no key still shows as a key.
  const credential = c.req.header('x-api-key') ? 'api_key' : c.req.header('authorization') ? 'session' : 'none';
  return {
    credential,
    method: c.req.method,
    path: scrubText(c.req.path, 300),
    ...(userAgent ? { userAgent: scrubText(userAgent, 200) } : {}),
  };
}

/** What a route may add to its request's record (read after it answered). */
export interface RequestNote {
  operation?: string;
  resultCount?: number | null;
  query?: string | null;
  /** A search made while the user types: logged, but left out of search analytics (migration 0027). */
  typeahead?: boolean;
}

const NOTE = 'apiRequestNote';

/** Lets a wrapped route say what it did, when reading its reply is not enough. */
export function noteApiRequest(c: Context, note: RequestNote): void {
  c.set(NOTE as never, { ...(c.get(NOTE as never) as RequestNote | undefined), ...note } as never);
}

const MAX_BODY_TO_READ = 256 * 1024;

/** What the reply's JSON says: the error, and how many documents were accepted or hits found. */
async function readReply(response: Response): Promise<{ error: string | null; resultCount: number | null }> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!type.includes('json') || length > MAX_BODY_TO_READ) return { error: null, resultCount: null };
  try {
    const body = (await response.json()) as {
      error?: unknown;
      data?: { hits?: unknown; accepted?: unknown; rejected?: unknown };
    };
    const data = body.data;
    const resultCount = Array.isArray(data?.hits)
      ? data.hits.length
      : typeof data?.accepted === 'number'
        ? data.accepted
        : null;
    return { error: typeof body.error === 'string' ? body.error : null, resultCount };
  } catch {
    return { error: null, resultCount: null };
  }
}

/** The route below the project, without its patterns' regular expressions: `/documents/:id`, not `:id{.+}`. */
const routeOf = (c: Context) => c.req.routePath.replace(/^.*\/projects\/:projectId/, '').replace(/\{[^}]*\}/g, '');

/**
 * Records every request of the routes it wraps as `kind` ('push' or 'search'), e.g.
 * `app.use('/projects/:projectId/*', recordApiRequests(ctx, 'push'))`. The route answers first; the
 * reply is read from a copy afterwards, so recording adds no wait. The key is recorded by its hash's
 * match (resolved in the recorder's batch), the search text from `?q=`.
 */
export function recordApiRequests(ctx: PlatformContext, kind: ApiRequestKind): MiddlewareHandler {
  return async (c, next) => {
    const receivedAt = new Date();
    const started = performance.now();
    await next();
    const durationMs = performance.now() - started;
    const projectId = c.req.param('projectId') ?? '';
    const note = c.get(NOTE as never) as RequestNote | undefined;
    const status = c.res.status;
    const operation = note?.operation ?? `${c.req.method} ${routeOf(c)}`;
    const query = note?.query ?? (kind === 'search' ? (c.req.query('q') ?? null) : null);
    // A dashboard session's request counts only for the caller's own project: another user's search
    // of this project id is refused, and must not write into its owner's analytics either.
    const sessionOwner = (c.get('claims' as never) as { sub?: string } | undefined)?.sub ?? null;
    const base = {
      projectId,
      ownerId: sessionOwner,
      apiKeyHash: apiKeyHashOf(c),
      kind,
      operation: operation.trim() || c.req.method,
      status,
      durationMs,
      query,
      detail: { ...requestDetail(c), ...(note?.typeahead ? { typeahead: true } : {}) },
      receivedAt,
    };
    const copy = c.res.clone();
    void readReply(copy).then(({ error, resultCount }) =>
      ctx.requestLog.record({ ...base, error, resultCount: note?.resultCount ?? resultCount }),
    );
  };
}
