import { z } from 'zod';
import { invalidFieldCode } from '@contract/errors';
import type { Context } from 'hono';
import { ApiError, notFound } from './http';
import { isUuid } from '../core/ids';

/** Turns zod issues into `{ errorCode: ["INVALID_<FIELD>", …], error }` (400). */
function validationError(error: z.ZodError): ApiError {
  const fields = error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys;
    const head = issue.path[0];
    return [typeof head === 'string' ? head : 'body'];
  });
  const codes = [...new Set(fields.map(invalidFieldCode))];
  const message = error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return new ApiError(400, codes, message);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** True when some string inside the JSON value holds a lone UTF-16 surrogate (Postgres would mangle it). */
function hasMalformedText(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasMalformedText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => !key.isWellFormed() || hasMalformedText(item));
  return false;
}

/** Reads and validates a JSON body; an empty body counts as `{}`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let input: unknown = {};
  if (text.trim() !== '') {
    try {
      input = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON');
    }
  }
  if (hasMalformedText(input)) throw new ApiError(400, 'INVALID_TEXT', 'Text must be valid Unicode');
  return parseInput(schema, input);
}

/** A path id that is not a UUID cannot name any row, so it is simply "not found". */
export function pathId(c: Context, param: string, what: string): string {
  const value = c.req.param(param);
  if (!isUuid(value)) throw notFound(what);
  return value;
}
