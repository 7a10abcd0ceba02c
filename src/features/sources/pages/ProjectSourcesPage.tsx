import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { Badge, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconFiles, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useDialog } from '@/shared/dialogs/useDialog';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { SyncErrorAlert } from '@/shared/ui/SyncErrorAlert';
import { LiveListBody } from '@/shared/ui/LiveListCard';
import { selectSourceIdsByProject, sourcesSlice } from '../sourcesSlice';
import { groupDigits } from '../sourcesPaging';
import { useSourcesPreview } from '../useSourcesPreview';
import { useScopeReady } from '@/shared/ui/scopeReady';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';
import { SourcesTable } from '../components/SourcesTable';

// The dialog (Modal, the name form and its schema) loads when first wanted, not with the page
// (first-load budget); pointing at an add button starts the download.
const loadAddSourceModal = () => import('../components/AddSourceModal');
const AddSourceModal = lazy(() => loadAddSourceModal().then((module) => ({ default: module.AddSourceModal })));
const prefetchAddSourceModal = () => void loadAddSourceModal();

/** /projects/:projectId — the project's sources, live, with "Add source". */
export default function ProjectSourcesPage() {
  const { projectId = '' } = useParams();
  const sourceIds = useAppSelector((state) => selectSourceIdsByProject(state, projectId));
  const previewed = useSourcesPreview(projectId, sourceIds.length);
  // The whole list waits for the page to show too: read earlier, it queues ahead of the project's read.
  const ready = useScopeReady() && previewed;
  const status = useTableSubscription(sourcesSlice, ready ? { column: 'project_id', value: projectId } : skipToken);
  // While the first page is a preview, the count would be the page's: it waits for the whole list.
  const counted = status !== 'idle' && status !== 'loading' && sourceIds.length > 0;
  const addDialog = useDialog('addSource', projectId);
  // Once wanted the modal stays mounted, so closing it plays its transition and returns focus.
  const [addWanted, setAddWanted] = useState(false);
  // Opened without a click (the command palette, a DevTools jump): the modal loads now.
  if (addDialog.opened && !addWanted) setAddWanted(true);
  const returnFocus = useReturnFocus();
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => {
        returnFocus.remember();
        addDialog.open();
      }}
      onPointerEnter={prefetchAddSourceModal}
      onFocus={prefetchAddSourceModal}
    >
      Add source
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {counted && `${groupDigits(sourceIds.length)} ${sourceIds.length === 1 ? 'source' : 'sources'}`}
          </Text>
          {status === 'offline' && (
            <Badge color="orange" variant="light" size="sm">
              Reconnecting
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            component={AppLink}
            to={paths.projectDocuments(projectId)}
            leftSection={<IconFiles size={16} />}
          >
            Documents
          </Button>
          {addButton}
        </Group>
      </Group>
      {status === 'error' && <SyncErrorAlert what="sources" subject="The source list" />}
      <LiveListBody
        status={status}
        count={sourceIds.length}
        loading={<SkeletonRows label="Loading sources" rows={3} height={56} radius="md" />}
        empty={
          <EmptyState py="xl" variant="light" icon={<IconPlugConnected size={28} />}>
            <EmptyState.Title order={2}>Connect your first source</EmptyState.Title>
            <EmptyState.Description>
              Sources bring documents into this project: a Drive folder, a repository, a chat channel or your own
              pushes.
            </EmptyState.Description>
            <EmptyState.Actions>{addButton}</EmptyState.Actions>
          </EmptyState>
        }
      >
        {/* In the page's chunk: a lazy table would suspend once more, and React reveals it only after its throttle. */}
        <SourcesTable sourceIds={sourceIds} />
      </LiveListBody>
      {addWanted && (
        <Suspense fallback={null}>
          <AddSourceModal
            projectId={projectId}
            opened={addDialog.opened}
            onClose={addDialog.close}
            onExited={returnFocus.restore}
          />
        </Suspense>
      )}
    </Stack>
  );
}
