import { describe, expect, it } from 'vitest';
import {
  childKind,
  entrypointFor,
  isNamedEntrypoint,
  listingFor,
  ROOT_KIND,
  type EntrypointOption,
} from '@/features/sources/entrypoints';
import { SOURCE_TYPES } from '@contract/enums';

const option = (kind: EntrypointOption['kind'], id: string, name = id, hasChildren = false): EntrypointOption => ({
  id,
  name,
  kind,
  hasChildren,
});

describe('entrypoint browsing', () => {
  it('has a root kind for every type; push_api is named, not browsed, and local browses folders', () => {
    for (const type of SOURCE_TYPES) expect(ROOT_KIND[type]).toBeTruthy();
    expect(SOURCE_TYPES.filter(isNamedEntrypoint)).toEqual(['push_api']);
    expect(ROOT_KIND.local).toBe('folder');
  });

  it('drills folders into folders, repositories into branches and guilds into channels', () => {
    expect(childKind(option('folder', 'f1', 'Design', true))).toBe('folder');
    expect(childKind(option('repository', 'acme/web', 'acme/web', true))).toBe('branch');
    expect(childKind(option('guild', 'g1', 'Acme', true))).toBe('channel');
    expect(childKind(option('folder', 'f2', 'Leaf', false))).toBeNull();
    expect(childKind(option('calendar', 'c1', 'Team', true))).toBeNull();
  });

  it('lists the root first, then the children of the last opened option with it as parent', () => {
    expect(listingFor('google_drive', [])).toEqual({ kind: 'folder' });
    expect(listingFor('google_drive', [option('folder', 'f1', 'Design', true)])).toEqual({
      kind: 'folder',
      parent: 'f1',
    });
    expect(listingFor('github_branch', [option('repository', 'acme/web', 'acme/web', true)])).toEqual({
      kind: 'branch',
      parent: 'acme/web',
    });
    expect(listingFor('discord', [option('guild', '123', 'Acme', true)])).toEqual({ kind: 'channel', parent: '123' });
  });
});

describe('entrypointFor (the spec shapes)', () => {
  it('drive-like choices send id and name', () => {
    expect(entrypointFor(option('folder', 'f1', 'Design'), [])).toEqual({
      kind: 'folder',
      entrypoint: { id: 'f1', name: 'Design' },
    });
    expect(entrypointFor(option('label', 'INBOX', 'Inbox'), [])).toEqual({
      kind: 'label',
      entrypoint: { id: 'INBOX', name: 'Inbox' },
    });
  });

  it('calendars send id and summary', () => {
    expect(entrypointFor(option('calendar', 'c1@group', 'Team events'), [])).toEqual({
      kind: 'calendar',
      entrypoint: { id: 'c1@group', summary: 'Team events' },
    });
  });

  it('repositories split into owner and repo; branches add the branch from the parent repository', () => {
    expect(entrypointFor(option('repository', 'acme/web'), [])).toEqual({
      kind: 'repository',
      entrypoint: { owner: 'acme', repo: 'web' },
    });
    expect(
      entrypointFor(option('branch', 'release/2.4'), [option('repository', 'acme/web', 'acme/web', true)]),
    ).toEqual({
      kind: 'branch',
      entrypoint: { owner: 'acme', repo: 'web', branch: 'release/2.4' },
    });
  });

  it('guilds send id and name; channels carry their guild id', () => {
    expect(entrypointFor(option('guild', '123', 'Acme'), [])).toEqual({
      kind: 'guild',
      entrypoint: { id: '123', name: 'Acme' },
    });
    expect(entrypointFor(option('channel', '456', 'general'), [option('guild', '123', 'Acme', true)])).toEqual({
      kind: 'channel',
      entrypoint: { id: '456', name: 'general', guildId: '123' },
    });
  });
});
