import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { RESTORE_WINDOW_DAYS } from '@contract/constants';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { paths } from '@/shared/routing/paths';
import { isProjectPaused, projectsSlice, selectProjectById } from '../projectsSlice';
import { LazyScopeMissing } from '@/shared/ui/LazyScopeMissing';
import { ScopeOutlet } from '@/shared/ui/ScopeOutlet';
import { ProjectPauseContext } from '@/shared/ui/projectPause';
import { ScopeLoading } from '@/shared/ui/ScopeLoading';

// Paused projects are few: the notice (its card, buttons and the restore call) loads when one is shown.
const PausedNotice = lazy(() => import('./PausedNotice').then((module) => ({ default: module.PausedNotice })));

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
        <LazyScopeMissing
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
    // Under the same provider as the page below, so the row's arrival shows the mounted page instead of
    // remounting it (a remount asked for its code and reads again, after the heading).
    return (
      <ProjectPauseContext.Provider value={null}>
        <ScopeOutlet ready={false} />
      </ProjectPauseContext.Provider>
    );
  }

  if (project.state === 'deleted') {
    return (
      <LazyScopeMissing
        title="This project was deleted"
        description={`Deleted projects can be restored for ${RESTORE_WINDOW_DAYS} days from the projects overview.`}
        backTo={paths.projects()}
        backLabel="Back to projects"
      />
    );
  }

  const version = `${project.id}@${project.updated_at}`;
  if (isProjectPaused(project) && dismissedVersion !== version) {
    return (
      <Suspense fallback={<ScopeLoading />}>
        <PausedNotice project={project} onClose={() => setDismissedVersion(version)} />
      </Suspense>
    );
  }
  // With the notice closed the pages show, and still know the project refuses work.
  const pause = project.state === 'paused' || project.state === 'restoring' ? project.state : null;
  return (
    <ProjectPauseContext.Provider value={pause}>
      <ScopeOutlet ready />
    </ProjectPauseContext.Provider>
  );
}
