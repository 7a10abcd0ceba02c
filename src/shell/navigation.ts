import { paths } from '@/shared/routing/paths';
import type { NavGroup, RouteHandle } from '@/shared/routing/routeHandle';

export interface RouteIds {
  projectId: string;
  sourceId: string;
}

export interface NavItem {
  key: string;
  label: string;
  to: (ids: RouteIds) => string;
  children?: NavItem[];
}

// The tab rows of each section, per navigation group.
export const navItems: Record<NavGroup, NavItem[]> = {
  none: [],
  projects: [],
  account: [
    { key: 'account', label: 'Account', to: paths.settingsAccount },
    { key: 'adminKeys', label: 'Admin keys', to: paths.settingsAdminKeys },
    { key: 'subscription', label: 'Subscription', to: paths.settingsSubscription },
    { key: 'billing', label: 'Billing', to: paths.settingsBilling },
  ],
  project: [
    { key: 'sources', label: 'Sources', to: ({ projectId }) => paths.project(projectId) },
    { key: 'search', label: 'Search', to: ({ projectId }) => paths.projectSearch(projectId) },
    { key: 'graphql', label: 'GraphQL', to: ({ projectId }) => paths.projectGraphql(projectId) },
    { key: 'requests', label: 'Requests', to: ({ projectId }) => paths.projectRequests(projectId) },
    {
      key: 'settings',
      label: 'Settings',
      to: ({ projectId }) => paths.projectSettings(projectId),
      children: [
        { key: 'general', label: 'General', to: ({ projectId }) => paths.projectSettings(projectId) },
        { key: 'developer', label: 'Developer', to: ({ projectId }) => paths.projectDeveloper(projectId) },
        { key: 'features', label: 'Features', to: ({ projectId }) => paths.projectFeatures(projectId) },
      ],
    },
  ],
  source: [
    {
      key: 'overview',
      label: 'Overview',
      to: ({ projectId, sourceId }) => paths.source(projectId, sourceId),
      children: [
        {
          key: 'controls',
          label: 'Controls',
          to: ({ projectId, sourceId }) => `${paths.source(projectId, sourceId)}#controls`,
        },
      ],
    },
    { key: 'logs', label: 'Logs', to: ({ projectId, sourceId }) => paths.sourceLogs(projectId, sourceId) },
    {
      key: 'settings',
      label: 'Settings',
      to: ({ projectId, sourceId }) => paths.sourceSettings(projectId, sourceId),
      children: [
        {
          key: 'general',
          label: 'General',
          to: ({ projectId, sourceId }) => paths.sourceSettings(projectId, sourceId),
        },
        {
          key: 'enhancements',
          label: 'Enhancements',
          to: ({ projectId, sourceId }) => paths.sourceEnhancements(projectId, sourceId),
        },
      ],
    },
    {
      key: 'documents',
      label: 'Documents',
      to: ({ projectId, sourceId }) => paths.sourceDocuments(projectId, sourceId),
    },
  ],
};

export interface ResolvedNavigation {
  navGroup: NavGroup;
  activeItem: number;
  activeSubItem: number;
}

/** Active tab and sub-tab indices for a route; the overview's Controls item is active on #controls. */
export function resolveNavigation(handle: RouteHandle, hash = ''): ResolvedNavigation {
  const items = navItems[handle.navGroup];
  const activeItem = items.findIndex((item) => item.key === handle.item);
  const children = items[activeItem]?.children ?? [];
  const subKey = handle.subItem ?? (hash === '#controls' && handle.item === 'overview' ? 'controls' : undefined);
  const activeSubItem = subKey ? children.findIndex((child) => child.key === subKey) : -1;
  return { navGroup: handle.navGroup, activeItem, activeSubItem };
}
