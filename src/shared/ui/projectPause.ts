import { createContext, useContext } from 'react';

/** The state of the page's project when it refuses work (paused or being restored), else null. */
export type ProjectPause = 'paused' | 'restoring' | null;

/** Set by the project scope, so pages of other features can disable what a paused project refuses. */
export const ProjectPauseContext = createContext<ProjectPause>(null);

export const useProjectPause = (): ProjectPause => useContext(ProjectPauseContext);

/** Why an action is off while the project does not process data; null while it is active. */
export function pausedReason(pause: ProjectPause, action: string): string | null {
  if (pause === 'paused') return `The project is paused: restore it to ${action}.`;
  if (pause === 'restoring') return `The project is being restored: you can ${action} once it is active again.`;
  return null;
}
