import { describe, expect, it } from 'vitest';
import { dataOf } from '../api/apiClient';
import { pushWorld } from '../push/pushClient';

// Long text is indexed whole, up to the limit per document: nothing past some character count is dropped
// without a word.
describe('a long pushed text', () => {
  const setup = pushWorld('Long texts');
  const { world } = setup;

  it('is searchable to its last word', async () => {
    const { push, key, sourceId } = setup;
    const filler = Array.from({ length: 50_000 }, (_, i) => `Line ${i} of a long ledger, with nothing to find in it.`);
    const content = `${filler.join('\n\n')}\n\nThe very last entry names the quetzalcoatlus.`;
    expect(content.length).toBeGreaterThan(2_500_000);
    const form = new FormData();
    form.append('file', new File([content], 'ledger.txt', { type: 'text/plain' }));
    const reply = dataOf(await push.files(world.projectId, sourceId, key, form), 202);
    expect(reply).toMatchObject({ accepted: 1, rejected: [] });

    const doc = dataOf(await push.get(world.projectId, sourceId, key, 'ledger.txt')) as unknown as {
      status: string;
      error: string | null;
      chunk_count: number;
      metadata: Record<string, unknown>;
      content: string;
    };
    expect(doc).toMatchObject({ status: 'INDEXED', error: null });
    expect(doc.metadata.truncated).toBeUndefined();
    expect(doc.content.length).toBe(content.length);
    expect(doc.chunk_count).toBe(doc.metadata.chunks);

    const found = dataOf(
      await world.alice.call<{ hits: { document: { title: string } }[] }>(
        'GET',
        `/projects/${world.projectId}/search?q=quetzalcoatlus&mode=keyword`,
      ),
    );
    expect(found.hits.map((hit) => hit.document.title)).toEqual(['ledger.txt']);
  }, 120_000);
});
