import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A PostgREST-shaped failure `{code,message,details,hint}`; rest.ts renders it with its status. */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export function restErrorResponse(c: Context, error: RestError) {
  return c.json({ code: error.code, message: error.message, details: error.details, hint: error.hint }, error.status);
}

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code!)
  );
}

/**
 * Maps a Postgres error to PostgREST's status (PostgREST's Error.hs table, minus 503: supabase-js
 * retries 503, so it is never used for ordinary failures).
 */
export function fromPgError(error: unknown, anon: boolean): RestError | null {
  if (!isPgError(error)) return null;
  const code = error.code!;
  const status = pgStatus(code, anon);
  return new RestError(status, code, error.message, error.detail ?? null, error.hint ?? null);
}

function pgStatus(code: string, anon: boolean): ContentfulStatusCode {
  if (code === '42501') return anon ? 401 : 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001' || code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P') || code.startsWith('09')) return 403;
  if (code.startsWith('54')) return 413;
  return 500;
}
