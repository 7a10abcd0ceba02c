import type { SourceCustom } from '../core/rows';
import type { GeneratedDocument, IndexedDocument } from './sourceWrites';

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
