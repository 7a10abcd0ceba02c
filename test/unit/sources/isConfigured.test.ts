import { describe, expect, it } from 'vitest';
import { isSourceConfigured } from '@/features/sources/isConfigured';
import { SOURCE_TYPES } from '@contract/enums';
import type { SourceCustom, SourceType } from '@/features/sources/types';

const configured = (type: SourceType, custom: SourceCustom | null) => isSourceConfigured({ type, custom });

// Everything any rule could look at: a source of a "never" type stays unconfigured even with all of it.
const everything: SourceCustom = {
  tokens: { refresh_token: '[redacted]', token: '[redacted]' },
  guildId: 'g1',
  entrypoint: { name: 'x' },
};

describe('isSourceConfigured (SPEC §4)', () => {
  it('is false for null custom, for all 12 types', () => {
    expect(SOURCE_TYPES).toHaveLength(12);
    for (const type of SOURCE_TYPES) expect(configured(type, null)).toBe(false);
  });

  it('is false for empty custom, for all 12 types', () => {
    for (const type of SOURCE_TYPES) expect(configured(type, {})).toBe(false);
  });

  it('drive and calendar need a refresh token', () => {
    for (const type of ['google_drive', 'google_calendar'] as const) {
      expect(configured(type, { tokens: { refresh_token: 'r' } })).toBe(true);
      expect(configured(type, { tokens: { token: 't' } })).toBe(false);
      expect(configured(type, { tokens: {} })).toBe(false);
      expect(configured(type, { tokens: { refresh_token: '' } })).toBe(false);
      expect(configured(type, { entrypoint: { name: 'x' } })).toBe(false);
    }
  });

  it('discord needs both a guildId and a refresh token', () => {
    expect(configured('discord', { guildId: 'g1', tokens: { refresh_token: 'r' } })).toBe(true);
    expect(configured('discord', { tokens: { refresh_token: 'r' } })).toBe(false);
    expect(configured('discord', { guildId: 'g1' })).toBe(false);
    expect(configured('discord', { guildId: 'g1', tokens: { token: 't' } })).toBe(false);
  });

  it('github types need a token', () => {
    for (const type of ['github_branch', 'github_issues'] as const) {
      expect(configured(type, { tokens: { token: 't' } })).toBe(true);
      expect(configured(type, { tokens: { refresh_token: 'r' } })).toBe(false);
      expect(configured(type, { tokens: {} })).toBe(false);
    }
  });

  it('push API needs an entrypoint', () => {
    expect(configured('push_api', { entrypoint: { name: 'ingest' } })).toBe(true);
    expect(configured('push_api', { entrypoint: {} })).toBe(true);
    expect(configured('push_api', { tokens: { token: 't', refresh_token: 'r' } })).toBe(false);
  });

  it('every other type is never configured', () => {
    const never: SourceType[] = ['local', 'dropbox', 'slack', 'notion', 'google_mail', 'telegram'];
    for (const type of never) expect(configured(type, everything)).toBe(false);
    for (const type of SOURCE_TYPES.filter((t) => !never.includes(t))) expect(configured(type, everything)).toBe(true);
  });
});
