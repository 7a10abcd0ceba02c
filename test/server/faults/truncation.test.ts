import { describe, expect, it } from 'vitest';
import { dataOf } from '../api/apiClient';
import { pushWorld } from '../push/pushClient';
import { buildDocx, DOCUMENT_END, DOCUMENT_START } from '../../fixtures/zipBuilder';
import { MAX_TEXT_CHARS, type ContentType } from '../../../server/content/formats';
import { parseDocument } from '../../../server/content/parse';
import { prepareOriginal, TRUNCATED } from '../../../server/runs/ingest';

const DOCX: ContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface PushedDocument {
  status: string;
  error: string | null;
  chunk_count: number;
  metadata: Record<string, unknown>;
  content: string;
}

// Long text is indexed whole, up to the limit per document: nothing past some character count is dropped
// without a word, and what passes the limit is indexed up to it with the reason on the document.
describe('a long pushed text', () => {
  const setup = pushWorld('Long texts');
  const { world } = setup;

  const titlesFound = async (word: string) =>
    dataOf(
      await world.alice.call<{ hits: { document: { title: string } }[] }>(
        'GET',
        `/projects/${world.projectId}/search?q=${word}&mode=keyword`,
      ),
    ).hits.map((hit) => hit.document.title);

  it('is searchable to its last word', async () => {
    const { push, key, sourceId } = setup;
    const filler = Array.from({ length: 50_000 }, (_, i) => `Line ${i} of a long ledger, with nothing to find in it.`);
    const content = `${filler.join('\n\n')}\n\nThe very last entry names the quetzalcoatlus.`;
    expect(content.length).toBeGreaterThan(2_500_000);
    const form = new FormData();
    form.append('file', new File([content], 'ledger.txt', { type: 'text/plain' }));
    const reply = dataOf(await push.files(world.projectId, sourceId, key, form), 202);
    expect(reply).toMatchObject({ accepted: 1, rejected: [] });

    const doc = dataOf(await push.get(world.projectId, sourceId, key, 'ledger.txt')) as unknown as PushedDocument;
    expect(doc).toMatchObject({ status: 'INDEXED', error: null });
    expect(doc.metadata.truncated).toBeUndefined();
    expect(doc.content.length).toBe(content.length);
    expect(doc.chunk_count).toBe(doc.metadata.chunks);
    expect(await titlesFound('quetzalcoatlus')).toEqual(['ledger.txt']);
  }, 120_000);

  it('past the limit per document is indexed up to it and says so', async () => {
    // A DOCX expands: a few MB of zipped XML hold more text than the largest plain-text document may.
    // Varied words keep each part under the zip's inflation ratio.
    const paragraph = (i: number) =>
      Array.from({ length: 1_000 }, (_, j) => ((i * 1_000 + j) * 7_919).toString(36)).join(' ');
    const paragraphs = ['The first entry names the archaeopteryx.'];
    for (let i = 0, chars = 0; chars <= MAX_TEXT_CHARS; i++) {
      paragraphs.push(paragraph(i));
      chars += paragraphs[i + 1].length + 2;
    }
    paragraphs.push('The very last entry names the quetzalcoatlus.');
    const xml = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
    const bytes = buildDocx(Buffer.from(`${DOCUMENT_START}${xml}${DOCUMENT_END}`));
    // What a run writes, prepared as a push prepares it: parsed in the platform's workers, with every
    // chunk's vector where the database is embedded. Writing its ~11,000 chunks is the same code as any
    // document's and, on a busy machine, minutes of work, so it is left to the benches.
    const original = {
      externalId: 'ledger.docx',
      title: 'ledger.docx',
      contentType: DOCX,
      bytes,
      url: null,
      metadata: {},
      fileName: 'ledger.docx',
    };
    const prepared = await prepareOriginal(world.platform.ctx, original, setup.sourceId);
    expect(prepared).toMatchObject({ status: 'INDEXED', error: TRUNCATED, truncated: true });
    expect(prepared.text.length).toBe(MAX_TEXT_CHARS);
    expect(prepared.text).toContain('archaeopteryx');
    expect(prepared.text).not.toContain('quetzalcoatlus');
    // Chunked to the end of what is kept.
    expect(prepared.chunks.at(-1)!.content).toContain(prepared.text.trim().split(/\s+/).at(-1));
    if (world.platform.ctx.db.embedded) expect(prepared.chunks.every((chunk) => chunk.fts)).toBe(true);
  }, 300_000);
});

describe('flattened JSON', () => {
  it('keeps every value, however many, below the text limit', async () => {
    const readings = Array.from({ length: 150_000 }, (_, i) => i);
    const bytes = new TextEncoder().encode(JSON.stringify({ readings, last: 'quetzalcoatlus' }));
    const parsed = await parseDocument(bytes, 'application/json');
    expect(parsed).toMatchObject({ ok: true, truncated: false });
    expect(parsed.ok && parsed.text.endsWith('readings[149999]: 149999\nlast: quetzalcoatlus')).toBe(true);
  });
});
