import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../server/content/parse';
import { decideFile, SNIFF_BYTES } from '../../server/content/textFiles';
import { buildPdf } from '../fixtures/pdfBuilder';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const textOf = async (...args: Parameters<typeof parseDocument>) => {
  const parsed = await parseDocument(...args);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed;
};

describe('character sets', () => {
  const PAGE = '<h1>Crème brûlée</h1><p>Le café de Zoë est à côté de l’église.</p>'.replace('’', "'");

  it('reads an ISO-8859-1 HTML file by its meta charset, accents and all', async () => {
    const bytes = latin1(`<html><head><meta charset="iso-8859-1"><title>x</title></head><body>${PAGE}</body></html>`);
    expect(bytes.includes(0xe8)).toBe(true);
    const { text } = await textOf(bytes, 'text/html');
    expect(text).toContain('Crème brûlée');
    expect(text).toContain("Le café de Zoë est à côté de l'église.");
  });

  it('reads the http-equiv form and an XML declaration the same way', async () => {
    const equiv = latin1(
      `<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><body>${PAGE}</body>`,
    );
    expect((await textOf(equiv, 'text/html')).text).toContain('Crème brûlée');
    const xhtml = latin1(`<?xml version="1.0" encoding="ISO-8859-1"?><html><body>${PAGE}</body></html>`);
    expect((await textOf(xhtml, 'text/html')).text).toContain('Crème brûlée');
  });

  it('detects Latin-1 text that declares nothing, rather than failing it as invalid UTF-8', async () => {
    const bytes = latin1('Les élèves français ont déjà visité le musée. Noël à Besançon, très célèbre.\n');
    expect((await textOf(bytes, 'text/plain')).text).toContain('Les élèves français ont déjà visité le musée.');
  });

  it('puts the byte-order mark first and the declared charset before the document own declaration', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Zoë’s notes', 'utf16le')]);
    expect((await textOf(utf16, 'text/plain')).text).toBe('Zoë’s notes');
    // Pushed as a JSON string: the bytes are UTF-8 whatever the page's meta tag says.
    const utf8 = new TextEncoder().encode(`<meta charset="iso-8859-1"><p>Crème brûlée</p>`);
    expect((await textOf(utf8, 'text/html', { charset: 'utf-8' })).text).toBe('Crème brûlée');
    const declared = latin1('Crème brûlée');
    expect((await textOf(declared, 'text/markdown', { charset: 'ISO-8859-1' })).text).toBe('Crème brûlée');
  });
});

describe('files without a known extension', () => {
  const text = new TextEncoder().encode('Permission is hereby granted, free of charge.\n');
  const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);

  it('reads well-known names and text content as plain text', () => {
    for (const name of [
      'README',
      'README.Debian',
      'LICENSE',
      'COPYING',
      'CHANGELOG',
      'NEWS',
      'NOTICE',
      'AUTHORS',
      'INSTALL',
      'Makefile',
      'Dockerfile',
    ]) {
      expect(decideFile(name, text), name).toEqual({ read: true, contentType: 'text/plain' });
    }
    expect(decideFile('LICENSE', new Uint8Array())).toEqual({ read: true, contentType: 'text/plain' });
    expect(decideFile('build.gradle', text)).toEqual({ read: true, contentType: 'text/plain' });
    expect(decideFile('notes', latin1('Crème brûlée à la française\n'))).toEqual({
      read: true,
      contentType: 'text/plain',
    });
    expect(decideFile('guide.md', new Uint8Array())).toEqual({ read: true, contentType: 'text/markdown' });
  });

  it('skips binary content and empty unknown files, saying why', () => {
    expect(decideFile('logo.png', binary)).toEqual({ read: false, reason: 'a binary format, .png' });
    // A binary format by its extension stays skipped even when its bytes look like text.
    expect(decideFile('photo.png', new TextEncoder().encode('not a document'))).toEqual({
      read: false,
      reason: 'a binary format, .png',
    });
    expect(decideFile('blob.bin2', binary)).toEqual({
      read: false,
      reason: 'not a text file, and not a format the platform reads',
    });
    expect(decideFile('README', binary).read).toBe(false);
    expect(decideFile('data', new Uint8Array(SNIFF_BYTES).fill(7))).toMatchObject({ read: false });
    expect(decideFile('empty', new Uint8Array())).toEqual({ read: false, reason: 'the file is empty' });
  });
});

describe('PDF pages and titles', () => {
  const pages = [1, 2, 3].map((n) =>
    Array.from({ length: 30 }, (_, line) => `Page ${n} line ${line} says marker${n} about the travel policy.`),
  );

  it('takes the title from the PDF metadata when its title was only the file name, and numbers each chunk by its page', async () => {
    const parsed = await textOf(buildPdf(pages, { title: 'Travel (policy) 2026' }), 'application/pdf', {
      titleFromName: true,
    });
    expect(parsed.title).toBe('Travel (policy) 2026');
    expect(parsed.chunks.length).toBeGreaterThan(3);
    for (const chunk of parsed.chunks) {
      const own = chunk.content.slice(chunk.position === 0 ? 0 : 150);
      expect(own, `chunk ${chunk.position}`).toContain(`marker${chunk.page}`);
    }
    expect(new Set(parsed.chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 2, 3]));
  });

  it('keeps a given title and has no title without metadata', async () => {
    const given = await textOf(buildPdf(pages, { title: 'Metadata title' }), 'application/pdf');
    expect(given.title).toBeNull();
    const none = await textOf(buildPdf(pages), 'application/pdf', { titleFromName: true });
    expect(none.title).toBeNull();
    expect(none.chunks[0].page).toBe(1);
  });

  it('leaves chunks of other formats without a page', async () => {
    const { chunks } = await textOf(new TextEncoder().encode('plain words'), 'text/plain');
    expect(chunks[0]).not.toHaveProperty('page');
  });
});
