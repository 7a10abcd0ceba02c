import { describe, expect, it } from 'vitest';
import { isLoginPath, paths, safeNextPath } from '@/shared/routing/paths';

describe('paths', () => {
  it('builds every route of the app', () => {
    expect(paths.projects()).toBe('/projects');
    expect(paths.project('p')).toBe('/projects/p');
    expect(paths.projectGraphql('p')).toBe('/projects/p/graphql');
    expect(paths.projectSettings('p')).toBe('/projects/p/settings');
    expect(paths.projectDeveloper('p')).toBe('/projects/p/settings/developer');
    expect(paths.projectFeatures('p')).toBe('/projects/p/settings/features');
    expect(paths.source('p', 's')).toBe('/projects/p/sources/s');
    expect(paths.sourceLogs('p', 's')).toBe('/projects/p/sources/s/logs');
    expect(paths.sourceSettings('p', 's')).toBe('/projects/p/sources/s/settings');
    expect(paths.sourceEnhancements('p', 's')).toBe('/projects/p/sources/s/settings/enhancements');
    expect(paths.settingsAccount()).toBe('/settings/account');
    expect(paths.settingsAdminKeys()).toBe('/settings/admin-keys');
    expect(paths.settingsSubscription()).toBe('/settings/subscription');
    expect(paths.settingsBilling()).toBe('/settings/billing');
    expect(paths.login).toBe('/login');
  });

  it('encodes ids', () => {
    expect(paths.project('a/b')).toBe('/projects/a%2Fb');
  });

  it('accepts only same-origin paths as next', () => {
    expect(safeNextPath('/projects/p?x=1#y')).toBe('/projects/p?x=1#y');
    expect(safeNextPath('//evil.example.com')).toBeNull();
    expect(safeNextPath('/\\evil.example.com')).toBeNull();
    expect(safeNextPath('https://evil.example.com')).toBeNull();
    expect(safeNextPath('/\t/evil.example.com')).toBeNull();
    expect(safeNextPath('/\n/evil.example.com')).toBeNull();
    expect(safeNextPath('projects')).toBeNull();
    expect(safeNextPath('/login?next=/x')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('recognises the login route', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/projects')).toBe(false);
  });
});
