import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonNestsDeeperThan } from './jsonDepth';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Body limits by path prefix, first match wins: auth bodies are a few hundred bytes, pushed files the largest,
 * API bodies small JSON
 * (2 MiB still lets an over-long field reach validation and get its 400 naming it).
 */
export const BODY_LIMITS: ReadonlyArray<readonly [prefix: string, bytes: number]> = [
  ['/auth/', 64 * KiB],
  ['/graphql/', 256 * KiB],
  // Pushed files: a batch of documents, each up to the per-document limit.
  ['/push/', 50 * MiB],
  ['/', 2 * MiB],
];

/** No request body the platform accepts nests deeper than this (settings, custom, GraphQL variables). */
export const MAX_JSON_DEPTH = 64;

const limiters = BODY_LIMITS.map(([prefix, bytes]) => ({
  prefix,
  limit: bodyLimit({
    maxSize: bytes,
    onError: (c) => refuse(c, 413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${bytes} bytes`),
  }),
}));

/** 413 with the error envelope for a body over its route's limit, whether it declares a length or streams. */
export const bodyLimits: MiddlewareHandler = (c, next) =>
  limiters.find(({ prefix }) => c.req.path.startsWith(prefix))!.limit(c, next);

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/**
 * 400 with the error envelope for JSON nested deeper than MAX_JSON_DEPTH, before a handler parses it (deep
 * nesting used to overflow the stack downstream: a 500). The body is read once and handed on intact.
 */
export const jsonDepthLimit: MiddlewareHandler = async (c, next) => {
  if (!c.req.raw.body || FORM_TYPES.test(c.req.header('content-type') ?? '')) return next();
  const text = await c.req.text();
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return refuse(c, 400, 'JSON_TOO_DEEP', `JSON must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  }
  c.req.raw = new Request(c.req.raw, { body: text });
  return next();
};

function refuse(c: Context, status: 400 | 413, errorCode: string, error: string) {
  // The rest of an unread body is not drained: the client must not reuse this connection.
  if (status === 413) c.header('Connection', 'close');
  return c.json({ errorCode, error }, status);
}
