import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/shared/routing/paths';

const origin = 'http://127.0.0.1:3000';

describe('safeNextPath normalises ?next= before it reaches the router', () => {
  it.each([
    '/projects',
    '/projects/4f1c2b9e-0d1a-4c3b-9e8f-123456789abc/sources/s1/logs',
    '/projects/p?tab=keys#new',
    '/projects/a%2Fb',
    '/settings/account',
  ])('keeps the same-origin path %s', (next) => {
    expect(safeNextPath(next, origin)).toBe(next);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative through a dot segment', '/.//evil.example/x'],
    ['protocol-relative through two dot segments', '/././/evil.example/x'],
    ['a parent segment', '/projects/..//evil.example/x'],
    ['a plain parent segment', '/projects/../settings'],
    ['a backslash', '/\\evil.example/x'],
    ['a backslash after a dot', '/.\\/evil.example'],
    ['an encoded slash start', '/%2F/evil.example/x'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['a double-encoded slash', '/%252F/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded dot segment', '/%2e%2e/settings'],
    ['a broken escape', '/projects/%E0%A4%A'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'projects'],
    ['the login page itself', '/login?next=/projects'],
    ['an over-long path', `/${'a'.repeat(3000)}`],
    ['nothing', ''],
  ])('refuses %s', (_what, next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });
});
