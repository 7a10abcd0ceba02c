import { lazy, Suspense, useState } from 'react';
import { Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { shallowEqual } from 'react-redux';
import { useDialog } from '@/shared/dialogs/useDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';
import { SyncErrorAlert } from '@/shared/ui/SyncErrorAlert';
import { LiveListBody } from '@/shared/ui/LiveListCard';
import { projectsSlice, selectLiveProjects } from '../projectsSlice';
import { ProjectCard } from '../components/ProjectCard';
import { RecentlyDeletedProjects } from '../components/RecentlyDeletedProjects';

// The form (Modal, Select, Tooltip and their floating/scroll libraries) loads when first
// wanted, not with the page (first-load budget); pointing at a create button starts the download.
const loadCreateProjectModal = () => import('../components/CreateProjectModal');
const CreateProjectModal = lazy(() =>
  loadCreateProjectModal().then((module) => ({ default: module.CreateProjectModal })),
);
const prefetchCreateProjectModal = () => void loadCreateProjectModal();

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** /projects: the user's projects, live, with create and the recently deleted list. */
export default function ProjectsPage() {
  const status = useTableSubscription(projectsSlice, null);
  const projectIds = useAppSelector((state) => selectLiveProjects(state).map((project) => project.id), shallowEqual);
  const createDialog = useDialog('createProject');
  // Once wanted the modal stays mounted, so closing it plays its transition and returns focus.
  const [createWanted, setCreateWanted] = useState(false);
  // Opened without a click (the command palette, a DevTools jump): the modal loads now.
  if (createDialog.opened && !createWanted) setCreateWanted(true);
  const returnFocus = useReturnFocus();
  const createButton = {
    leftSection: <IconPlus size={16} />,
    onClick: () => {
      returnFocus.remember();
      createDialog.open();
    },
    onPointerEnter: prefetchCreateProjectModal,
    onFocus: prefetchCreateProjectModal,
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {projectIds.length > 0 && `${projectIds.length} ${projectIds.length === 1 ? 'project' : 'projects'}`}
        </Text>
        <Button {...createButton}>New project</Button>
      </Group>
      {status === 'error' && <SyncErrorAlert what="projects" subject="The project list" />}
      <LiveListBody
        status={status}
        count={projectIds.length}
        loading={
          <SimpleGrid cols={GRID_COLS} aria-busy="true" aria-label="Loading projects">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={132} radius="md" />
            ))}
          </SimpleGrid>
        }
        empty={
          <EmptyState py="xl" variant="light" icon={<IconFolderPlus size={28} />}>
            <EmptyState.Title order={2}>Create your first project</EmptyState.Title>
            <EmptyState.Description>
              A project groups the sources you connect and index, with its own GraphQL endpoint, API keys and webhooks.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button {...createButton}>Create project</Button>
            </EmptyState.Actions>
          </EmptyState>
        }
      >
        <SimpleGrid cols={GRID_COLS}>
          {projectIds.map((id) => (
            <ProjectCard key={id} projectId={id} />
          ))}
        </SimpleGrid>
      </LiveListBody>
      <RecentlyDeletedProjects />
      {createWanted && (
        <Suspense fallback={null}>
          <CreateProjectModal
            opened={createDialog.opened}
            onClose={createDialog.close}
            onExited={returnFocus.restore}
          />
        </Suspense>
      )}
    </Stack>
  );
}
