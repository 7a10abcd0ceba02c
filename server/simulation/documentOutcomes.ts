import { stableBase62 } from '../api/secrets';
import type { SourceCustom } from '../api/rows';
import { catalogFor, type GeneratedDocument } from './documents';
import type { IndexedDocument } from './sourceWrites';

const ENTITIES = ['Acme Corp', 'Globex', 'Ada Lovelace', 'Berlin', 'Initech', 'Grace Hopper', 'Lisbon', 'Umbrella'];
const STOP_WORDS = new Set(['the', 'and', 'for', 'from', 'with', 'this', 'that', 'notes']);

const enabled = (custom: SourceCustom | null, key: string): boolean => {
  const switches = custom?.enhancements;
  return typeof switches === 'object' && switches !== null && (switches as Record<string, unknown>)[key] === true;
};

/**
 * What a run stores for a document the provider handed over: its size and, for each enhancement the
 * source has switched on, a deterministic output (so tests and screenshots stay stable).
 */
export function indexedDocument(doc: GeneratedDocument, custom: SourceCustom | null, index: number): IndexedDocument {
  const metadata: Record<string, unknown> = { ...doc.metadata };
  if (enabled(custom, 'summaries')) metadata.summary = `${doc.content.split('. ')[0]}.`;
  if (enabled(custom, 'entities'))
    metadata.entities = [ENTITIES[index % ENTITIES.length], ENTITIES[(index * 3 + 1) % ENTITIES.length]];
  if (enabled(custom, 'language')) metadata.language = 'en';
  if (enabled(custom, 'keywords')) {
    metadata.keywords = [
      ...new Set(
        doc.title
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
      ),
    ].slice(0, 5);
  }
  return { ...doc, metadata, status: 'INDEXED', size_bytes: 2048 + ((index * 7919) % 400_000) };
}

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
