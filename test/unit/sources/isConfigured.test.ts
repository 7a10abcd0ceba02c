import { describe, expect, it } from 'vitest';
import { SOURCE_TYPES } from '@contract/enums';
import {
  CHOOSE_ENTRYPOINT_FIRST,
  CONNECT_FIRST,
  connectionLabel,
  indexingBlocker,
  isConnected,
} from '@/features/sources/isConfigured';
import type { SourceCustom, SourceType } from '@/features/sources/types';

// The connection badge and the indexing controls, for all 12 types.
const PUSH_STYLE: SourceType[] = ['push_api', 'local'];
const PROVIDER_TYPES = SOURCE_TYPES.filter((type) => !PUSH_STYLE.includes(type));
const tokenOf = (type: SourceType): SourceCustom['tokens'] =>
  type.startsWith('github') ? { token: '[redacted]' } : { refresh_token: '[redacted]' };
const linked = (type: SourceType): SourceCustom => ({ tokens: tokenOf(type), account: 'someone' });
const ready = (type: SourceType): SourceCustom => ({
  ...(PUSH_STYLE.includes(type) ? {} : linked(type)),
  entrypoint: { name: 'x' },
  ...(type === 'discord' ? { guildId: 'g1' } : {}),
});

describe('connection and configuration', () => {
  it('covers the 12 source types', () => {
    expect(SOURCE_TYPES).toHaveLength(12);
  });

  it('a new source is neither connected nor configured', () => {
    for (const type of SOURCE_TYPES) {
      for (const custom of [null, {}]) {
        expect(isConnected({ type, custom })).toBe(false);
        expect(indexingBlocker({ type, custom })).toBe(
          PUSH_STYLE.includes(type) ? CHOOSE_ENTRYPOINT_FIRST : CONNECT_FIRST,
        );
      }
    }
  });

  it('a linked provider account is connected for every provider type, Notion, Slack and Dropbox included', () => {
    for (const type of PROVIDER_TYPES) {
      expect(isConnected({ type, custom: linked(type) })).toBe(true);
      expect(indexingBlocker({ type, custom: linked(type) })).toBe(CHOOSE_ENTRYPOINT_FIRST);
    }
  });

  it('an entrypoint without a linked account is not enough for provider types', () => {
    for (const type of PROVIDER_TYPES) {
      const custom = { entrypoint: { name: 'x' }, guildId: 'g1' };
      expect(isConnected({ type, custom })).toBe(false);
      expect(indexingBlocker({ type, custom })).toBe(CONNECT_FIRST);
    }
  });

  it('Discord also needs its server (guildId) chosen', () => {
    expect(
      indexingBlocker({ type: 'discord', custom: { ...linked('discord'), entrypoint: { name: 'general' } } }),
    ).toBe(CHOOSE_ENTRYPOINT_FIRST);
  });

  it('with account and entrypoint every type is configured; push-style types by the entrypoint alone', () => {
    for (const type of SOURCE_TYPES) {
      expect(indexingBlocker({ type, custom: ready(type) })).toBeNull();
      expect(isConnected({ type, custom: ready(type) })).toBe(true);
    }
  });
});

describe('connectionLabel', () => {
  it('says Ready for a push-style source with its entrypoint, Connected for a linked account, else Not connected', () => {
    for (const type of SOURCE_TYPES) {
      expect(connectionLabel({ type, custom: null })).toBe('Not connected');
      expect(connectionLabel({ type, custom: ready(type) })).toBe(PUSH_STYLE.includes(type) ? 'Ready' : 'Connected');
    }
  });
});
