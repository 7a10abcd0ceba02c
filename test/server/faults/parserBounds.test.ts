import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Extractor, type ExtractorOptions } from '../../../server/content/extractor';
import type { ContentType } from '../../../server/content/formats';
import { newGate, openGate, slowStarted } from '../../fixtures/parserGate';
import { buildDocx, deflatedRepeat, DOCUMENT_END, DOCUMENT_START } from '../../fixtures/zipBuilder';

const DOCX: ContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MiB = 1024 * 1024;
const source = { title: 'bomb', path: 'bomb' };

/**
 * Each document is bounded in expansion (zipped parts, HTML depth), memory and wall time, and fails
 * with a reason that names the limit. The workers here have a small heap: a bomb that got past the
 * expansion checks would end as "needed more memory", not with the limit the test expects.
 */
describe('parser bounds', () => {
  const extractor = new Extractor({ vectors: false, parallel: 1, memoryMb: 96 });
  afterAll(() => extractor.close());

  const failure = async (bytes: Uint8Array, type: ContentType) => {
    const parsed = await extractor.parse(bytes, type, source);
    return parsed.ok ? 'parsed' : parsed.error;
  };

  it('fails a DOCX whose document inflates past 50 MB, without inflating it', async () => {
    const paragraphs = await deflatedRepeat('<w:p/>', 64 * MiB, DOCUMENT_START, DOCUMENT_END);
    const bytes = buildDocx(paragraphs);
    expect(bytes.length).toBeLessThan(MiB);
    expect(await failure(bytes, DOCX)).toBe('The DOCX expands beyond 50 MB');
  });

  it('fails a DOCX of millions of paragraphs by its ratio, and one that lies about its size as it inflates', async () => {
    const paragraphs = await deflatedRepeat(
      '<w:p><w:r><w:t>x</w:t></w:r></w:p>',
      40 * MiB,
      DOCUMENT_START,
      DOCUMENT_END,
    );
    expect(await failure(buildDocx(paragraphs), DOCX)).toBe(
      'The DOCX expands more than 100 times its size (word/document.xml)',
    );
    expect(await failure(buildDocx(paragraphs, [], 900_000), DOCX)).toBe(
      'The DOCX inflates beyond the size it declares (word/document.xml)',
    );
  });

  it('fails a zip bomb: a small DOCX holding a quarter of a gigabyte of text', async () => {
    const text = await deflatedRepeat('all work and no play ', 256 * MiB);
    const bytes = buildDocx(Buffer.from(`${DOCUMENT_START}<w:p><w:r><w:t>hello</w:t></w:r></w:p>${DOCUMENT_END}`), [
      { name: 'word/media/notes.txt', data: text },
    ]);
    expect(bytes.length).toBeLessThan(MiB);
    expect(await failure(bytes, DOCX)).toBe('The DOCX expands beyond 50 MB');
  });

  it('fails a DOCX whose parts hold more XML tags than the parser may keep', async () => {
    // Varied enough to stay under the ratio, small enough to stay under the size: only the tag count is over.
    const words = Array.from({ length: 2_100_000 }, (_, i) => `<w:t>${(i * 7919).toString(36)}</w:t>`);
    const xml = Buffer.from(`${DOCUMENT_START}<w:p><w:r>${words.join('')}</w:r></w:p>${DOCUMENT_END}`);
    expect(await failure(buildDocx(xml), DOCX)).toBe('The DOCX holds more than 2,000,000 XML tags');
  });

  it('fails deeply nested HTML at once and parses HTML nested within the bound', async () => {
    const deep = new TextEncoder().encode(`${'<div>'.repeat(100_000)}buried`);
    expect(await failure(deep, 'text/html')).toBe('The HTML nests deeper than 512 elements');
    const nested = new TextEncoder().encode(`${'<div>'.repeat(400)}found${'</div>'.repeat(400)}`);
    const parsed = await extractor.parse(nested, 'text/html', source);
    expect(parsed.ok && parsed.text).toBe('found');
  });
});

describe('parser memory and wall time', () => {
  afterEach(() => vi.useRealTimers());
  const gate = newGate();
  const cued = (options: Partial<ExtractorOptions>) =>
    new Extractor({
      vectors: false,
      parallel: 1,
      entry: new URL('../../fixtures/slowExtractWorker.ts', import.meta.url),
      workerData: { gate: gate.buffer },
      ...options,
    });

  it('stops a parser that needs more memory than its bound, and the next document parses in a fresh worker', async () => {
    const extractor = cued({ memoryMb: 96 });
    try {
      const hungry = await extractor.parse(new TextEncoder().encode('HUNGRY'), 'text/plain', source);
      expect(hungry).toEqual({ ok: false, error: 'Parsing needed more than 96 MB of memory and was stopped' });
      const next = await extractor.parse(new TextEncoder().encode('still here'), 'text/plain', source);
      expect(next.ok && next.text).toBe('still here');
    } finally {
      await extractor.close();
    }
  });

  it('stops a parser that runs past its time and fails the document saying so', async () => {
    const extractor = cued({ timeoutMs: 5_000 });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const slow = extractor.parse(new TextEncoder().encode('SLOW document'), 'text/plain', source);
      await slowStarted(gate, 1);
      vi.advanceTimersByTime(5_000);
      expect(await slow).toEqual({ ok: false, error: 'Parsing took longer than 5 s and was stopped' });
      openGate(gate);
      const next = await extractor.parse(new TextEncoder().encode('quick'), 'text/plain', source);
      expect(next.ok && next.text).toBe('quick');
    } finally {
      await extractor.close();
    }
  });

  it('a worker stopped for its time fails only its document: the ones it was handed after it parse in a fresh one', async () => {
    const extractor = cued({ timeoutMs: 5_000 });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const started = Atomics.load(gate, 1);
      const late = extractor.parse(new TextEncoder().encode('LATE document'), 'text/plain', source);
      const behind = ['second', 'third'].map((text) =>
        extractor.parse(new TextEncoder().encode(text), 'text/plain', source),
      );
      await slowStarted(gate, started + 1);
      vi.advanceTimersByTime(5_000);
      expect(await late).toEqual({ ok: false, error: 'Parsing took longer than 5 s and was stopped' });
      const parsed = await Promise.all(behind);
      expect(parsed.map((one) => one.ok && one.text)).toEqual(['second', 'third']);
    } finally {
      openGate(gate, true);
      await extractor.close();
    }
  });
});
