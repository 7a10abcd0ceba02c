import { describe, expect, it } from 'vitest';
import { collapseCrumbs, MAX_CRUMBS } from '@/shell/collapseCrumbs';
import { navItems, resolveNavigation } from '@/shell/navigation';

describe('navItems', () => {
  it('has the tab rows of every section', () => {
    const labels = (group: keyof typeof navItems) => navItems[group].map((item) => item.label);
    expect(labels('account')).toEqual(['Account', 'Admin keys', 'Subscription', 'Billing']);
    expect(labels('project')).toEqual(['Sources', 'Search', 'GraphQL', 'Requests', 'Settings']);
    expect(navItems.project[4].children?.map((c) => c.label)).toEqual(['General', 'Developer', 'Features']);
    expect(labels('source')).toEqual(['Overview', 'Logs', 'Settings', 'Documents']);
    expect(navItems.source[0].children?.map((c) => c.label)).toEqual(['Controls']);
    expect(navItems.source[2].children?.map((c) => c.label)).toEqual(['General', 'Enhancements']);
  });

  it('links with the current ids', () => {
    const ids = { projectId: 'p', sourceId: 's' };
    expect(navItems.source.map((item) => item.to(ids))).toEqual([
      '/projects/p/sources/s',
      '/projects/p/sources/s/logs',
      '/projects/p/sources/s/settings',
      '/projects/p/sources/s/documents',
    ]);
    expect(navItems.source[0].children?.[0].to(ids)).toBe('/projects/p/sources/s#controls');
  });
});

describe('resolveNavigation', () => {
  it('maps handle keys to indices; unknown keys give -1', () => {
    expect(resolveNavigation({ navGroup: 'source', item: 'settings', subItem: 'enhancements' })).toEqual({
      navGroup: 'source',
      activeItem: 2,
      activeSubItem: 1,
    });
    expect(resolveNavigation({ navGroup: 'project', item: 'nope' })).toEqual({
      navGroup: 'project',
      activeItem: -1,
      activeSubItem: -1,
    });
  });
});

describe('collapseCrumbs', () => {
  it('keeps up to 8 items as they are', () => {
    const items = Array.from({ length: MAX_CRUMBS }, (_, i) => i);
    expect(collapseCrumbs(items).every((entry) => entry.kind === 'item')).toBe(true);
  });

  it('collapses after 8: first item, an ellipsis, then the last 6', () => {
    const collapsed = collapseCrumbs(Array.from({ length: 11 }, (_, i) => i));
    expect(collapsed).toHaveLength(MAX_CRUMBS);
    expect(collapsed[0]).toEqual({ kind: 'item', item: 0 });
    expect(collapsed[1]).toEqual({ kind: 'ellipsis', hidden: 4 });
    expect(collapsed.slice(2).map((entry) => (entry.kind === 'item' ? entry.item : null))).toEqual([5, 6, 7, 8, 9, 10]);
  });
});
