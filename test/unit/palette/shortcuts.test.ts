import { describe, expect, it } from 'vitest';
import { GO_SHORTCUTS } from '@/shell/palette/shortcuts';
import type { CurrentRoute } from '@/features/ui/uiSlice';

const route = (projectId: string | null, sourceId: string | null): CurrentRoute => ({
  pathname: '/',
  hash: '',
  projectId,
  sourceId,
  handle: { navGroup: 'none' },
});
const target = (key: string, at: CurrentRoute | null) => GO_SHORTCUTS.find((s) => s.key === key)!.target(at);

describe('g-sequences', () => {
  it('go where the user stands, and nowhere without the scope they need', () => {
    expect(target('p', null)).toBe('/projects');
    expect(target('s', route('p1', null))).toBe('/projects/p1');
    expect(target('s', route(null, null))).toBeNull();
    expect(target('l', route('p1', 's1'))).toBe('/projects/p1/sources/s1/logs');
    expect(target('l', route('p1', null))).toBeNull();
    expect(target('d', route('p1', 's1'))).toBe('/projects/p1/sources/s1/documents');
    expect(target('d', route('p1', null))).toBe('/projects/p1/documents');
    expect(target('k', route('p1', 's1'))).toBe('/projects/p1/settings/developer');
  });
});
