import { describe, expect, it } from 'vitest';
import type { SearchHistoryRow } from '@contract/search';
import { recentSearches } from '@/features/search/recentSearches';

const row = (query: string, mode: SearchHistoryRow['mode'] = 'keyword', source_id: string | null = null) => ({
  id: `${query}-${mode}-${source_id}`,
  query,
  mode,
  source_id,
  hit_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('recentSearches', () => {
  it('leaves out what typing recorded on the way to a newer search', () => {
    const rows = [row('asn1 parser'), row('asn1 pa'), row('ASN'), row('deflate'), row('asn1 parser tree')];
    expect(recentSearches(rows).map((r) => r.query)).toEqual(['asn1 parser', 'deflate', 'asn1 parser tree']);
  });

  it('keeps a shorter search made later, or in another mode or source', () => {
    const rows = [row('asn'), row('asn1 parser'), row('asn1', 'hybrid'), row('asn1', 'keyword', 's1')];
    expect(recentSearches(rows).map((r) => r.query)).toEqual(['asn', 'asn1 parser', 'asn1', 'asn1']);
  });
});
