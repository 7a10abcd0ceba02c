import { describe, expect, it } from 'vitest';
import { SOURCE_TYPES } from '../../contract/enums';
import { skippedDocument } from '../../server/simulation/walkOutcomes';

describe('a skipped document', () => {
  it('has the size its reason names, for every source type', () => {
    for (const type of SOURCE_TYPES) {
      const skipped = skippedDocument('s1', type);
      const named = /Skipped: (\d+) MB exceeds/.exec(skipped.error ?? '');
      expect(skipped.size_bytes, type).toBe(named ? Number(named[1]) * 1_000_000 : null);
    }
    expect(skippedDocument('s1', 'github_branch').size_bytes).toBe(140_000_000);
  });
});
