import { createGraphQLError } from 'graphql-yoga';
import { isCursorPosition } from '../core/cursorPosition';
import { isUuid } from '../core/ids';

export const MAX_PAGE = 100;

export const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** `first` of a connection: 20 by default, never more than MAX_PAGE rows a page. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
    throw badInput(`"first" must be between 1 and ${MAX_PAGE}`);
  return size;
}

// Opaque keyset cursors: (a timestamp in exact epoch microseconds, id).
export const encodeCursor = (position: string, id: string) =>
  Buffer.from(JSON.stringify([position, id])).toString('base64url');

export function decodeCursor(cursor: string): [string, string] {
  try {
    const [position, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (isCursorPosition(position) && typeof id === 'string' && isUuid(id)) return [position, id];
  } catch {
    // fall through to the error below
  }
  throw badInput('Invalid cursor in "after"');
}
