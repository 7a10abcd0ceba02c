/** The enhancement outputs GraphQL serves, read from a document's metadata. */
export interface Enhancements {
  summary: string | null;
  entities: string[] | null;
  language: string | null;
  keywords: string[] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;

/**
 * Metadata of push-API documents is whatever the client sent, so only values of the right shape count
 * as outputs; null when the document has none.
 */
export function enhancements(metadata: Record<string, unknown> | null): Enhancements | null {
  const outputs = {
    summary: text(metadata?.summary),
    entities: texts(metadata?.entities),
    language: text(metadata?.language),
    keywords: texts(metadata?.keywords),
  };
  return Object.values(outputs).some((value) => value !== null) ? outputs : null;
}
