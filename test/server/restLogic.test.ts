import { describe, expect, it } from 'vitest';
import { parseLogicTree } from '../../server/supabase/restLogic';
import { RestError } from '../../server/supabase/restErrors';

// Leaves render as `column op value` so the tree's shape is visible in the SQL.
const leaf = (column: string, expression: string) => `${column} ${expression}`;

describe('parseLogicTree', () => {
  it('renders nested or/and groups, quoted values and negation', () => {
    expect(
      parseLogicTree(
        'or',
        '(created_at.lt."2025-01-01T00:00:00+00:00",and(created_at.eq."2025-01-01T00:00:00+00:00",id.lt.abc))',
        leaf,
      ),
    ).toBe('(created_at lt.2025-01-01T00:00:00+00:00 or (created_at eq.2025-01-01T00:00:00+00:00 and id lt.abc))');
    expect(parseLogicTree('not.and', '(a.eq.1,b.in.(x,"y,z"))', leaf)).toBe('not (a eq.1 and b in.(x,"y,z"))');
    expect(parseLogicTree('or', '(a.not.is.null,b.eq."say \\"hi\\"")', leaf)).toBe('(a not.is.null or b eq.say "hi")');
  });

  it('refuses what is not a logic tree', () => {
    for (const [key, value] of [
      ['or', 'a.eq.1'],
      ['or', '()'],
      ['xor', '(a.eq.1)'],
      ['or', '(noexpression)'],
    ]) {
      expect(() => parseLogicTree(key, value, leaf)).toThrow(RestError);
    }
  });
});
