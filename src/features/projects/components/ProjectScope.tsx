import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RESTORE_WINDOW_DAYS } from '@contract/constants';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { paths } from '@/shared/routing/paths';
import { isProjectPaused, projectsSlice, selectProjectById } from '../projectsSlice';
import { PausedNotice } from './PausedNotice';
import { ScopeMissing } from '@/shared/ui/ScopePanels';
import { ScopeOutlet } from '@/shared/ui/ScopeOutlet';
import { ProjectPauseContext } from '@/shared/ui/projectPause';

/**
 * Layout route of every project page: keeps the project synced, then shows "Loading...", a
 * not-found panel, the "Project Paused" notice, or the page.
 */
export default function ProjectScope() {
  const { projectId = '' } = useParams();
  const status = useTableSubscription(projectsSlice, projectId ? { column: 'id', value: projectId } : null);
  const project = useAppSelector((state) => selectProjectById(state, projectId));
  // Closing the notice hides it for this version of the row; any change to the project brings it back.
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null);

  if (!project) {
    if (status === 'live' || status === 'error') {
      return (
        <ScopeMissing
          failed={status === 'error'}
          title={status === 'error' ? 'Could not load the project' : 'Project not found'}
          description={
            status === 'error'
              ? 'The project could not be read. Reload the page to try again.'
              : 'It does not exist, or it belongs to another account.'
          }
          backTo={paths.projects()}
          backLabel="Back to projects"
        />
      );
    }
    return <ScopeOutlet ready={false} />;
  }

  if (project.state === 'deleted') {
    return (
      <ScopeMissing
        title="This project was deleted"
        description={`Deleted projects can be restored for ${RESTORE_WINDOW_DAYS} days from the projects overview.`}
        backTo={paths.projects()}
        backLabel="Back to projects"
      />
    );
  }

  const version = `${project.id}@${project.updated_at}`;
  if (isProjectPaused(project) && dismissedVersion !== version) {
    return <PausedNotice project={project} onClose={() => setDismissedVersion(version)} />;
  }
  // With the notice closed the pages show, and still know the project refuses work.
  const pause = project.state === 'paused' || project.state === 'restoring' ? project.state : null;
  return (
    <ProjectPauseContext.Provider value={pause}>
      <ScopeOutlet ready />
    </ProjectPauseContext.Provider>
  );
}
