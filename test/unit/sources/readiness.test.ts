import { describe, expect, it } from 'vitest';
import { connectsToProvider, hasConnection, isReadyToIndex } from '@/features/sources/isConfigured';
import { formatRelativeTime } from '@/features/sources/formatTime';
import { formatDay } from '@/shared/lib/formatDay';

describe('connection and indexing readiness', () => {
  it('a connection is any token', () => {
    expect(hasConnection({ custom: { tokens: { refresh_token: 'r' } } })).toBe(true);
    expect(hasConnection({ custom: { tokens: { token: 't' } } })).toBe(true);
    expect(hasConnection({ custom: { tokens: {} } })).toBe(false);
    expect(hasConnection({ custom: null })).toBe(false);
  });

  it('push_api and local never connect to a provider', () => {
    expect(connectsToProvider('push_api')).toBe(false);
    expect(connectsToProvider('local')).toBe(false);
    expect(connectsToProvider('dropbox')).toBe(true);
  });

  it('indexing needs a connection (Discord: and its server) or, for push sources, an entrypoint', () => {
    expect(isReadyToIndex({ type: 'dropbox', custom: { tokens: { refresh_token: 'r' } } })).toBe(true);
    expect(isReadyToIndex({ type: 'dropbox', custom: null })).toBe(false);
    expect(isReadyToIndex({ type: 'discord', custom: { tokens: { refresh_token: 'r' } } })).toBe(false);
    expect(isReadyToIndex({ type: 'discord', custom: { tokens: { refresh_token: 'r' }, guildId: 'g' } })).toBe(true);
    expect(isReadyToIndex({ type: 'local', custom: {} })).toBe(false);
    expect(isReadyToIndex({ type: 'local', custom: { entrypoint: { name: 'x' } } })).toBe(true);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  it('says "just now", minutes, hours and days, then falls back to a date', () => {
    expect(formatRelativeTime('2025-06-10T11:59:40Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-06-10T11:57:00Z', now)).toMatch(/3 minutes ago/);
    expect(formatRelativeTime('2025-06-10T09:00:00Z', now)).toMatch(/3 hours ago/);
    expect(formatRelativeTime('2025-06-08T12:00:00Z', now)).toMatch(/2 days ago/);
    expect(formatRelativeTime('2025-05-01T12:00:00Z', now)).toBe(formatDay('2025-05-01T12:00:00Z'));
  });
});
