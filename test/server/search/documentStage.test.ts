import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit, SemanticStatus } from '../../../contract/search';
import { embeddingSettled } from '../../../server/search/embeddingRuns';
import { DOCUMENT_RRF_K, WHOLE_DOCUMENT_WEIGHT } from '../../../server/search/rank';
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
      content: 'Archive in the browser.\n\nCompressed files.\n\nStreaming.',
    },
    // Two of the words in one chunk: the best single chunk.
    { title: 'Format notes', content: 'Compressed archive formats.' },
    // Three of the words each, one a chunk: above the best single chunk as whole documents.
    ...[
      [
        'Ops diary',
        'Compressed logs kept for a month.\n\nBrowser caches of the team.\n\nStreaming backups every night.',
      ],
      [
        'Dev diary',
        'Archive tags of each release.\n\nBrowser tests on every commit.\n\nStreaming builds for the team.',
      ],
      [
        'Test diary',
        'Compressed fixtures for the suite.\n\nArchive snapshots of the data.\n\nStreaming mocks of the service.',
      ],
      [
        'Support diary',
        'Compressed uploads from customers.\n\nArchive exports of the tickets.\n\nBrowser reports of the errors.',
      ],
    ].map(([title, content]) => ({ title, content })),
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
  it('ranks a document by its best chunk and as a whole, fused', async () => {
    const chunks = await hitsOf({ q: 'compressed archive browser streaming', mode: 'keyword', group: 'chunk' });
    expect(chunks[0].document.title).toBe('Format notes');
    const hits = await hitsOf({ q: 'compressed archive browser streaming', mode: 'keyword' });
    expect(titles(hits).slice(0, 2)).toEqual(['Format notes', 'Zip library']);
    expect(hits[1].explanation.fusion).toMatch(/^best chunk rank 2, whole document rank 1; fused by reciprocal rank/);
    // Each score is the fusion of the two ranks the explanation names, and the list is in its order.
    for (const hit of hits) {
      const [, best, whole] = /best chunk rank (\d+), whole document rank (\d+)/.exec(hit.explanation.fusion!)!;
      expect(hit.score).toBeCloseTo(
        1 / (DOCUMENT_RRF_K + Number(best)) + WHOLE_DOCUMENT_WEIGHT / (DOCUMENT_RRF_K + Number(whole)),
        10,
      );
    }
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((x, y) => y - x));
  });

  it('compares a document by its mean chunk vector in hybrid', async () => {
    if (!vectorsAvailable) {
      const reply = await searchAs(world.alice, world.projectId, { q: 'compressed archive', mode: 'hybrid' });
      expectError(reply, 503, 'SEMANTIC_SEARCH_UNAVAILABLE');
      return;
    }
    const hits = await hitsOf({ q: 'compressed archive browser streaming', mode: 'hybrid' });
    expect(titles(hits)[0]).toBe('Format notes');
    const hit = hits.find((h) => h.vectorRank !== null)!;
    expect(hit.explanation.fusion).toMatch(/semantic rank \d+ \(the document’s mean chunk vector\)/);
    expect(hit.explanation.vectorSimilarity).toBeGreaterThan(0.3);
  });
});
