import { stableBase62 } from '../core/secrets';
import type { IndexedDocument } from '../runs/sourceWrites';
import { catalogFor } from './documents';

/** Splits "legacy-spec.pages: unsupported file format" into the item and the reason. */
function named(text: string): { title: string; reason: string } {
  const colon = text.indexOf(': ');
  if (colon > 0) return { title: text.slice(0, colon), reason: text.slice(colon + 2) };
  const sized = /^(?:large (?:file|attachment) )?(.+?) \((.+)\)$/.exec(text);
  if (sized) return { title: sized[1], reason: sized[2] };
  return { title: text, reason: text };
}

/**
 * The too-large item every full walk meets, kept as a SKIPPED document with the reason; its size is the
 * one the reason names ("140 MB exceeds…"), unknown (null) when the limit is not a size (database rows).
 */
export function skippedDocument(sourceId: string, type: string): IndexedDocument {
  const { title, reason } = named(catalogFor(type).large);
  const megabytes = /^(\d+) MB /.exec(reason);
  return problem(sourceId, title, 'SKIPPED', `Skipped: ${reason}`, megabytes ? Number(megabytes[1]) * 1_000_000 : null);
}

/** The unparsable item of a full walk, kept as a FAILED document with the parser's reason. */
export function failedDocument(sourceId: string, type: string): IndexedDocument {
  const { title, reason } = named(catalogFor(type).broken);
  return problem(sourceId, title, 'FAILED', `Failed to parse: ${reason}`, 48_213);
}

function problem(
  sourceId: string,
  title: string,
  status: 'SKIPPED' | 'FAILED',
  error: string,
  size: number | null,
): IndexedDocument {
  return {
    title,
    content: '',
    url: `https://example.com/unindexed/${stableBase62(`${sourceId}:${title}`, 20)}`,
    mime_type: 'application/octet-stream',
    metadata: {},
    status,
    error,
    size_bytes: size,
  };
}
