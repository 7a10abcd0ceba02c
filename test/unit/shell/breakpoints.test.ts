import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';

// The product's breakpoints: xs 0, sm 600, md 900, lg 1200, xl 1536 px — 600 px is sm, 599 px is xs.
const SPEC_PX = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };
const px = (em: string | undefined) => parseFloat(em ?? '') * 16;

/** Which breakpoint a window width falls in, with Mantine's `min-width: <bp>em` semantics. */
function breakpointAt(width: number): string {
  const entries = Object.entries(theme.breakpoints!).sort(([, a], [, b]) => px(a) - px(b));
  return entries.filter(([, value]) => width >= px(value)).at(-1)![0];
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return path.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  it('the theme has exactly the spec’s values', () => {
    const values = Object.fromEntries(Object.entries(theme.breakpoints!).map(([key, value]) => [key, px(value)]));
    expect(values).toEqual(SPEC_PX);
  });

  it('falls into the right breakpoint at each edge', () => {
    expect(breakpointAt(0)).toBe('xs');
    expect(breakpointAt(599)).toBe('xs');
    expect(breakpointAt(599.98)).toBe('xs');
    expect(breakpointAt(600)).toBe('sm');
    expect(breakpointAt(899)).toBe('sm');
    expect(breakpointAt(900)).toBe('md');
    expect(breakpointAt(1199)).toBe('md');
    expect(breakpointAt(1200)).toBe('lg');
    expect(breakpointAt(1535)).toBe('lg');
    expect(breakpointAt(1536)).toBe('xl');
  });

  it('every width media query in src/ sits on a spec edge: min-width N px, max-width N − 0.02 px', () => {
    const edges = Object.values(SPEC_PX).filter((value) => value > 0);
    const queries = cssFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*([\d.]+)(px|em)\)/g)].map((match) => ({
        file,
        kind: match[1],
        px: match[3] === 'em' ? Number(match[2]) * 16 : Number(match[2]),
      })),
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const edge = query.kind === 'min' ? query.px : query.px + 0.02;
      expect(edges, `${query.file}: (${query.kind}-width: ${query.px}px)`).toContainEqual(expect.closeTo(edge, 5));
    }
  });
});
