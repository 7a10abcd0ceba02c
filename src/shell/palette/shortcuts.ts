import { paths } from '@/shared/routing/paths';
import type { CurrentRoute } from '@/features/ui/uiSlice';

/** A "g then <key>" jump: where it goes from the current route, or null where it has no target. */
export interface GoShortcut {
  key: string;
  description: string;
  target: (route: CurrentRoute | null) => string | null;
}

export const GO_SHORTCUTS: GoShortcut[] = [
  { key: 'p', description: 'Go to projects', target: () => paths.projects() },
  {
    key: 's',
    description: "Go to the current project's sources",
    target: (route) => (route?.projectId ? paths.project(route.projectId) : null),
  },
  {
    key: 'l',
    description: "Go to the current source's logs",
    target: (route) => (route?.projectId && route.sourceId ? paths.sourceLogs(route.projectId, route.sourceId) : null),
  },
  {
    key: 'd',
    description: 'Go to documents (of the current source, else of the current project)',
    target: (route) => {
      if (!route?.projectId) return null;
      return route.sourceId
        ? paths.sourceDocuments(route.projectId, route.sourceId)
        : paths.projectDocuments(route.projectId);
    },
  },
  {
    key: 'k',
    description: "Go to the current project's developer settings",
    target: (route) => (route?.projectId ? paths.projectDeveloper(route.projectId) : null),
  },
];

/** How long after "g" its second key counts, as in GitHub's and Linear's sequences. */
export const SEQUENCE_MS = 1500;

/** True on Apple platforms, where the palette's modifier is ⌘ rather than Ctrl. */
export const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);
