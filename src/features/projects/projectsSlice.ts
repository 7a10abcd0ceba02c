import { createSelector } from '@reduxjs/toolkit';
import { RESTORE_WINDOW_MS } from '@contract/constants';
import { createTableSlice } from '@/shared/store/createTableSlice';
import type { Project } from '@/features/projects/types';
import { compareText } from '@/shared/store/rowOrder';

const projectsSlice = createTableSlice<'projects', Project>('projects', {
  sortComparer: (a, b) => compareText(b.created_at, a.created_at),
});

export const projectsActions = projectsSlice.actions;
export const { selectAll: selectAllProjects, selectById: selectProjectById } = projectsSlice.selectors;

/** Paused and restoring projects show the "Project Paused" notice. */
export const isProjectPaused = (project: Pick<Project, 'state'>) =>
  project.state === 'paused' || project.state === 'restoring';

/** Every project that is not deleted, newest first. */
export const selectLiveProjects = createSelector([selectAllProjects], (projects) =>
  projects.filter((project) => project.state !== 'deleted'),
);

/** Deleted projects still inside the restore window at `now`, most recently deleted first. */
export const selectRecentlyDeletedProjects = createSelector(
  [selectAllProjects, (_state: object, now: number) => now],
  (projects, now) =>
    projects
      .filter((project) => project.state === 'deleted')
      .filter((project) => !project.deleted_at || now - Date.parse(project.deleted_at) < RESTORE_WINDOW_MS)
      .sort((a, b) => compareText(b.deleted_at ?? '', a.deleted_at ?? '')),
);

export { projectsSlice };
export default projectsSlice;
