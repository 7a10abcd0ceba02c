import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, OVERLAP_CHARS, chunkText, countTokens } from '../../../server/content/chunking';

describe('chunkText', () => {
  it('starts a chunk at each Markdown heading and keeps the heading path', () => {
    const chunks = chunkText(
      '# Guide\n\nIntro.\n\n## Install\n\nRun it.\n\n### Linux\n\nUse apt.\n\n## Use\n\nCall it.',
      {
        markdown: true,
      },
    );
    expect(chunks.map((c) => [c.heading, c.content])).toEqual([
      ['Guide', 'Intro.'],
      ['Guide › Install', 'Run it.'],
      ['Guide › Install › Linux', 'Use apt.'],
      ['Guide › Use', 'Call it.'],
    ]);
    expect(chunks.map((c) => c.position)).toEqual([0, 1, 2, 3]);
  });

  it('ignores "#" lines inside code fences and in plain text', () => {
    const fenced = chunkText('# Title\n\n```sh\n# not a heading\nls\n```', { markdown: true });
    expect(fenced).toHaveLength(1);
    expect(fenced[0].content).toContain('# not a heading');
    expect(chunkText('# just text', {})[0].heading).toBeNull();
  });

  it('packs paragraphs to about the target size and repeats the end of the previous chunk', () => {
    const paragraph = (i: number) => `Paragraph ${i} ${'word '.repeat(60).trim()}.`;
    const text = Array.from({ length: 12 }, (_, i) => paragraph(i)).join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_CHARS + OVERLAP_CHARS + 2);
    for (let i = 1; i < chunks.length; i++) {
      const tail = chunks[i - 1].content.slice(-40);
      expect(chunks[i].content.slice(0, OVERLAP_CHARS + 2)).toContain(tail.slice(tail.indexOf(' ') + 1));
    }
    expect(text.split('\n\n').every((p) => chunks.some((c) => c.content.includes(p)))).toBe(true);
  });

  it('cuts one over-long paragraph at sentence ends, never mid-word', () => {
    const text = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.content).toMatch(/\.$/);
  });

  it('counts tokens and gives nothing for empty text', () => {
    expect(countTokens('Hello, world!')).toBe(4);
    expect(chunkText('   \n\n  ')).toEqual([]);
    expect(chunkText('one')[0].token_count).toBe(1);
  });
});
