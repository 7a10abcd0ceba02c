import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit, SemanticStatus } from '../../../contract/search';
import { embeddingSettled } from '../../../server/search/embeddingRuns';
import { dataOf, expectError } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { seedDocuments } from './corpus';
import { pushSource, searchAs } from './searchCalls';

// Grouped search ranks documents in two stages (server/search/rank.ts): by best chunk, then the first
// candidates again by whole-document BM25, fused; hybrid compares each document's mean chunk vector.
const world = apiWorld('Document stage');
// PostgreSQL without pgvector has no vectors: hybrid answers 503 there (docs/search.md).
let vectorsAvailable = false;

const hitsOf = async (params: Record<string, string | number>) =>
  dataOf(await searchAs(world.alice, world.projectId, params)).hits;
const titles = (hits: SearchHit[]) => hits.map((hit) => hit.document.title);

beforeAll(async () => {
  const source = await pushSource(world.alice, world.projectId);
  await seedDocuments(world.platform, source, [
    // The query's four words, one or two a chunk: no chunk holds them all.
    {
      title: 'Zip library',
      content: 'Reads any archive in the browser.\n\nWrites compressed files.\n\nSupports streaming.',
    },
    // Two of the words in one chunk: the best single chunk.
    { title: 'Format notes', content: 'Compressed archive formats.' },
    // Three of the words, one a chunk.
    { title: 'Ops diary', content: 'Compressed logs.\n\nBrowser caches.\n\nStreaming backups.' },
    ...['Kitchen rota', 'Garden plan', 'Travel policy', 'Parking rules'].map((title) => ({
      title,
      content: `${title}: who does what, and when.`,
    })),
  ]);
  dataOf(await world.alice.call('PATCH', `/projects/${world.projectId}`, { features: { semanticSearch: true } }));
  await embeddingSettled(world.platform.ctx, world.projectId);
  vectorsAvailable = dataOf(
    await world.alice.call<SemanticStatus>('GET', `/projects/${world.projectId}/semantic-search`),
  ).vectorsAvailable;
}, 180_000);

describe('documents as a whole', () => {
  it('ranks first the document whose chunks together hold every word, above the best single chunk', async () => {
    const chunks = await hitsOf({ q: 'compressed archive browser streaming', mode: 'keyword', group: 'chunk' });
    expect(chunks[0].document.title).toBe('Format notes');
    const [hit] = await hitsOf({ q: 'compressed archive browser streaming', mode: 'keyword' });
    expect(hit.document.title).toBe('Zip library');
    expect(hit.explanation.fusion).toMatch(/^best chunk rank 2, whole document rank 1; fused by reciprocal rank/);
  });

  it('compares a document by its mean chunk vector in hybrid', async () => {
    if (!vectorsAvailable) {
      const reply = await searchAs(world.alice, world.projectId, { q: 'compressed archive', mode: 'hybrid' });
      expectError(reply, 503, 'SEMANTIC_SEARCH_UNAVAILABLE');
      return;
    }
    const hits = await hitsOf({ q: 'compressed archive browser streaming', mode: 'hybrid' });
    expect(titles(hits)[0]).toBe('Zip library');
    const hit = hits.find((h) => h.vectorRank !== null)!;
    expect(hit.explanation.fusion).toMatch(/semantic rank \d+ \(the document’s mean chunk vector\)/);
    expect(hit.explanation.vectorSimilarity).toBeGreaterThan(0.3);
  });
});
