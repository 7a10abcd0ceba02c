import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchHit } from '@contract/search';
import { SearchHitCard } from '@/features/search/components/SearchHitCard';
import { hitSourceName } from '@/features/search/hitParts';
import { renderWithProviders } from '../utils/renderWithProviders';

const mark = (word: string) => `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}`;

/** A hit as an older platform sends it, before grouping, pages and explanations: the page copes. */
const bare = {
  score: 0.0325,
  keywordRank: 1,
  vectorRank: null,
  snippet: `the ${mark('vacation')} policy <img src=x onerror=alert(1)>`,
  chunk: { id: 'c1', position: 2, content: 'the vacation policy' },
  document: { id: 'd1', title: 'handbook.md', url: null, source_id: 's1', mime_type: 'text/markdown' },
} as SearchHit;

const full: SearchHit = {
  ...bare,
  vectorRank: 4,
  page: 12,
  chunk: { ...bare.chunk, page: 12 },
  document: {
    ...bare.document,
    title: 'libtasn1.pdf',
    mime_type: 'application/pdf',
    source_name: 'Manuals',
    source_type: 'push_api',
  },
  explanation: {
    terms: [
      { term: 'vacation', weight: 2.314 },
      { term: 'policy', weight: 0.84 },
    ],
    keywordScore: 3.154,
    vectorSimilarity: 0.6234,
    fusion: 'keyword rank 1, semantic rank 4, weights 1 and 0.5',
  },
  moreChunks: [
    { id: 'c7', position: 7, page: 14, snippet: `more ${mark('vacation')}`, score: 0.02 },
    { id: 'c9', position: 9, page: null, snippet: 'carry over', score: 0.01 },
  ],
};

const renderHit = (hit: SearchHit, sourceName = 'Known name') =>
  renderWithProviders(
    <ol>
      <SearchHitCard projectId="p1" hit={hit} index={0} sourceName={sourceName} onSaveCheck={vi.fn()} />
    </ol>,
  );

describe('SearchHitCard', () => {
  it('without the optional fields: title link, source name, chunk number, marked words as text, ranks', () => {
    renderHit(bare);
    const link = screen.getByRole('link', { name: 'handbook.md' });
    expect(link.getAttribute('href')).toBe('/projects/p1/sources/s1/documents?search=handbook.md&document=d1&chunk=2');
    expect(screen.getByTestId('hit-place').textContent).toBe('Known name · chunk 3');
    const item = screen.getByRole('listitem', { name: 'Hit 1: handbook.md' });
    expect(item.querySelector('mark')?.textContent).toBe('vacation');
    expect(item.querySelector('img')).toBeNull();
    expect(item.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('button', { name: /more match/ })).toBeNull();

    const why = screen.getByRole('button', { name: 'Why this rank' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Score 0.0325 · keyword #1 · vector —')).toBeTruthy();
    expect(screen.queryByText(/Vector similarity/)).toBeNull();
  });

  it('with them: the page, the explanation and the other matching chunks behind disclosures', () => {
    renderHit(full);
    expect(screen.getByTestId('hit-place').textContent).toBe('Known name · page 12');
    fireEvent.click(screen.getByRole('button', { name: 'Why this rank' }));
    const explanation = screen.getByText(/Matched terms/).closest('ul')!;
    expect(explanation.textContent).toContain('vacation (2.314)');
    expect(explanation.textContent).toContain('policy (0.840)');
    expect(explanation.textContent).toContain('Keyword score 3.154');
    expect(explanation.textContent).toContain('Vector similarity 0.623');
    expect(explanation.textContent).toContain('Fusion: keyword rank 1, semantic rank 4, weights 1 and 0.5');

    fireEvent.click(screen.getByRole('button', { name: '2 more matches' }));
    const page14 = screen.getByRole('link', { name: 'page 14' });
    expect(page14.getAttribute('href')).toContain('document=d1&chunk=7');
    expect(screen.getByRole('link', { name: 'chunk 10' })).toBeTruthy();
    expect(within(page14.closest('li')!).getByText('vacation').tagName).toBe('MARK');
  });

  it('names the source by the server’s name, else the page’s, never by its type', () => {
    expect(hitSourceName(full, () => 'Store name')).toBe('Manuals');
    expect(hitSourceName(bare, () => 'Store name')).toBe('Store name');
    expect(hitSourceName({ ...full, document: { ...full.document, source_name: ' ' } }, () => undefined)).toBe(
      'Unknown source',
    );
  });
});
