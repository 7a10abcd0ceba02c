import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * GoTrue's error in the "safe stand-in" shape (supabase-wire §1): both the 2024-01-01 fields (code,
 * message) and the legacy ones (error_code, msg), so the client reads the code with or without the header.
 */
export function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json({ code, error_code: code, msg: message, message, ...extra }, status);
}

export class AuthFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
