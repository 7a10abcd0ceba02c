import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The dashboard API failure envelope (DESIGN §6): `{ errorCode, error }`. */
export function apiError(c: Context, status: ContentfulStatusCode, errorCode: string | string[], error: string) {
  return c.json({ errorCode, error }, status);
}

/** Throw from any /api handler to answer with the envelope; the platform's onError renders it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string | string[],
    message: string,
  ) {
    super(message);
  }
}
