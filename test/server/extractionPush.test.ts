import { beforeAll, describe, expect, it } from 'vitest';
import { apiWorld } from './api/world';
import { createApiKey, createPushSource, pushClient } from './push/pushClient';
import { buildPdf } from '../fixtures/pdfBuilder';

/** Pushed documents as they are stored: titles from PDF metadata, chunk pages, text in its charset. */
describe('extraction through the push API', () => {
  const world = apiWorld('Extraction');
  let key: string;
  let sourceId: string;
  const push = () => pushClient(world.platform.url);

  beforeAll(async () => {
    key = await createApiKey(world.alice, world.projectId);
    sourceId = await createPushSource(world.alice, world.projectId);
  });

  async function documentOf(externalId: string) {
    const { data } = await world.alice.client
      .from('documents')
      .select('id, title, status, error, content')
      .eq('source_id', sourceId)
      .eq('external_id', externalId)
      .single();
    return data as { id: string; title: string; status: string; error: string | null; content: string };
  }

  async function pagesOf(documentId: string) {
    const { data } = await world.alice.client
      .from('document_chunks')
      .select('position, page, content')
      .eq('document_id', documentId)
      .order('position');
    return (data ?? []) as { position: number; page: number | null; content: string }[];
  }

  const pages = [1, 2, 3].map((n) =>
    Array.from({ length: 30 }, (_, line) => `Page ${n} line ${line}: the wombat${n} clause of the expense policy.`),
  );

  it('titles a PDF from its metadata and stores the page each chunk starts on', async () => {
    const pdf = Buffer.from(buildPdf(pages, { title: 'Expense policy 2026' })).toString('base64');
    const reply = await push().json(world.projectId, sourceId, key, {
      documents: [
        { id: 'policies/expenses.pdf', contentBase64: pdf },
        { id: 'policies/named.pdf', title: 'The name I gave', contentBase64: pdf },
      ],
    });
    expect(reply.status).toBe(202);
    const doc = await documentOf('policies/expenses.pdf');
    expect(doc).toMatchObject({ status: 'INDEXED', title: 'Expense policy 2026' });
    expect((await documentOf('policies/named.pdf')).title).toBe('The name I gave');
    const chunks = await pagesOf(doc.id);
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 2, 3]));
    for (const chunk of chunks)
      expect(chunk.content.slice(chunk.position === 0 ? 0 : 150)).toContain(`wombat${chunk.page}`);
  });

  it('stores no page for formats without pages', async () => {
    await push().json(world.projectId, sourceId, key, { documents: [{ id: 'plain.txt', content: 'no pages here' }] });
    const chunks = await pagesOf((await documentOf('plain.txt')).id);
    expect(chunks.map((chunk) => chunk.page)).toEqual([null]);
  });

  it('indexes ISO-8859-1 HTML with its accents, by its meta tag or by the charset the push declares', async () => {
    const html = '<h1>Crème brûlée</h1><p>Zoë prend un café à côté.</p>';
    const withMeta = Buffer.from(`<meta charset="iso-8859-1">${html}`, 'latin1').toString('base64');
    const bare = Buffer.from(html, 'latin1');
    const form = new FormData();
    form.append('file', new File([bare], 'dessert.html', { type: 'text/html; charset=ISO-8859-1' }));
    await push().json(world.projectId, sourceId, key, {
      documents: [{ id: 'menu.html', contentBase64: withMeta, contentType: 'text/html' }],
    });
    expect((await push().files(world.projectId, sourceId, key, form)).status).toBe(202);
    for (const id of ['menu.html', 'dessert.html']) {
      const doc = await documentOf(id);
      expect(doc.status, doc.error ?? '').toBe('INDEXED');
      expect(doc.content).toContain('Crème brûlée');
      expect(doc.content).toContain('Zoë prend un café à côté.');
    }
  });
});
