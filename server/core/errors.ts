import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure answered with the dashboard API envelope `{ errorCode, error }`. Throw it from
 * any handler: /api's onError and the platform's last-resort handler both render it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string | string[],
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
