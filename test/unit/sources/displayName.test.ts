import { describe, expect, it } from 'vitest';
import { entrypointName, sanitizeSourceName, sourceDisplayName } from '@/features/sources/displayName';
import type { SourceCustom, SourceType } from '@/features/sources/types';

const source = (type: SourceType, name: string, custom: SourceCustom | null = null) => ({ type, name, custom });

describe('sanitizeSourceName', () => {
  it('keeps letters, digits, hyphens, underscores and whitespace', () => {
    expect(sanitizeSourceName('My docs_2024 - final\tv2')).toBe('My docs_2024 - final\tv2');
    expect(sanitizeSourceName('Ünïcode Straße 東京')).toBe('Ünïcode Straße 東京');
  });

  it('replaces every other character with a hyphen, one for one', () => {
    expect(sanitizeSourceName('a/b.c@d!')).toBe('a-b-c-d-');
    expect(sanitizeSourceName('Q&A (team)')).toBe('Q-A -team-');
    expect(sanitizeSourceName('🚀x')).toBe('-x');
  });
});

describe('entrypointName', () => {
  it('reads the shape of each entrypoint kind', () => {
    expect(entrypointName('google_drive', { name: 'Reports' })).toBe('Reports');
    expect(entrypointName('google_calendar', { summary: 'Team', id: 'c1' })).toBe('Team');
    expect(entrypointName('google_calendar', { id: 'c1@group' })).toBe('c1@group');
    expect(entrypointName('github_issues', { owner: 'acme', repo: 'web' })).toBe('acme/web');
    expect(entrypointName('github_branch', { owner: 'acme', repo: 'web', branch: 'dev' })).toBe('acme/web@dev');
    expect(entrypointName('github_branch', { owner: 'acme', repo: 'web' })).toBe('acme/web@main');
    expect(entrypointName('discord', { name: 'general' })).toBe('general');
    expect(entrypointName('push_api', { name: 'ingest' })).toBe('ingest');
  });

  it('is empty without an entrypoint or its fields', () => {
    expect(entrypointName('google_drive', undefined)).toBe('');
    expect(entrypointName('google_drive', {})).toBe('');
    expect(entrypointName('github_branch', {})).toBe('');
    expect(entrypointName('google_calendar', { summary: 42 })).toBe('');
  });
});

describe('sourceDisplayName', () => {
  it('prefers the source name, sanitised', () => {
    expect(sourceDisplayName(source('google_drive', 'Q3/Q4 reports', { entrypoint: { name: 'Other' } }))).toBe(
      'Q3-Q4 reports',
    );
  });

  it('falls back to the entrypoint name, sanitised', () => {
    expect(
      sourceDisplayName(source('github_branch', '', { entrypoint: { owner: 'acme', repo: 'web', branch: 'v1.2' } })),
    ).toBe('acme-web-v1-2');
    expect(sourceDisplayName(source('google_calendar', '  ', { entrypoint: { summary: 'On-call' } }))).toBe('On-call');
  });

  it('names unnamed sources after the type label', () => {
    expect(sourceDisplayName(source('google_drive', ''))).toBe('Unnamed Google Drive source');
    expect(sourceDisplayName(source('discord', '', { entrypoint: { name: '' } }))).toBe('Unnamed Discord source');
    expect(sourceDisplayName(source('push_api', '', {}))).toBe('Unnamed Push API source');
    expect(sourceDisplayName(source('github_issues', '', { entrypoint: {} }))).toBe('Unnamed GitHub issues source');
  });
});
