/**
 * Text one write statement carries at most. The embedded database runs on the platform's own thread and
 * never gives it back between statements, so runs write in statements of about this size and let the
 * event loop answer other requests before each.
 */
export const STATEMENT_CHARS = 12_000;

/** Lets the platform answer other requests between two statements of a long write. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Consecutive runs of items whose sizes add up to about `limit` (an item larger alone is one run). */
export function slices<T>(items: T[], size: (item: T) => number, limit = STATEMENT_CHARS): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    if (current.length > 0 && total + size(item) > limit) {
      out.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += size(item);
  }
  if (current.length > 0) out.push(current);
  return out;
}
