import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Button.css';
import { Outlet, useParams } from 'react-router-dom';
import { Button, Center, EmptyState, Group, Loader, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { paths } from '@/shared/routing/paths';
import { selectSourceById } from '../sourcesSlice';
import { AppLink } from '@/shared/ui/AppLink';

/** Layout route of every source page: keeps the source synced; "Loading...", not found, or the page. */
export default function SourceScope() {
  const { projectId = '', sourceId = '' } = useParams();
  const status = useTableSubscription('sources', sourceId ? { column: 'id', value: sourceId } : null);
  const source = useAppSelector((state) => selectSourceById(state, sourceId));

  if (source && source.project_id === projectId) return <Outlet />;
  if (!source && status !== 'live' && status !== 'error') {
    return (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Group>
      </Center>
    );
  }
  const failed = status === 'error';
  return (
    <EmptyState py="xl" variant="light" color={failed ? 'red' : undefined} icon={<IconMoodEmpty size={28} />}>
      <EmptyState.Title order={2}>{failed ? 'Could not load the source' : 'Source not found'}</EmptyState.Title>
      <EmptyState.Description>
        {failed
          ? 'The source could not be read. Reload the page to try again.'
          : 'It was deleted, or it belongs to another project.'}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={AppLink} to={paths.project(projectId)} variant="light">
          Back to sources
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
