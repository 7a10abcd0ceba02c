import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { useDialog } from '@/shared/dialogs/useDialog';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { pausedReason, useProjectPause } from '@/shared/ui/projectPause';
import { documentCountsText } from '@contract/measures';
import { formatCount } from '@/shared/lib/formatCount';
import { formatRelativeTime } from '../formatTime';
import { useDocumentCounts } from '../useDocumentCounts';
import { useInitIndexingMutation, useRebuildIndexingMutation, useUpdateIndexingMutation } from '../sourcesApi';
import { indexingBlocker } from '../isConfigured';
import type { Source } from '../types';
import { IndexingStatus } from './IndexingStatus';
import { formatDateTime } from '@/shared/lib/formatDate';

/** The overview's Controls (#controls): live status and progress, and Init / Update / Rebuild. */
export function IndexingControls({ source }: { source: Source }) {
  const ref = { projectId: source.project_id, sourceId: source.id };
  const [init, initState] = useInitIndexingMutation();
  const [update, updateState] = useUpdateIndexingMutation();
  const [rebuild, rebuildState] = useRebuildIndexingMutation();
  const rebuildDialog = useDialog('rebuildIndex', source.id);
  const counts = useDocumentCounts(source);
  // A paused project processes no data: its reason comes first, as the server's refusal would.
  const blocker = pausedReason(useProjectPause(), 'index its sources') ?? indexingBlocker(source);
  const busy =
    blocker !== null ||
    source.status !== 'IDLE' ||
    initState.isLoading ||
    updateState.isLoading ||
    rebuildState.isLoading;

  const closeRebuild = () => {
    rebuildState.reset();
    rebuildDialog.close();
  };
  const confirmRebuild = async () => {
    const result = await rebuild(ref);
    if (!result.error) closeRebuild();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" id="controls" aria-labelledby="controls-title">
      <Title order={2} size="h4" id="controls-title" mb="md">
        Controls
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Status
          </Text>
          <IndexingStatus source={source} width={220} />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Documents
          </Text>
          <Text fw={600} data-testid="documents-count">
            {counts ? documentCountsText(counts, formatCount) : '…'}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Last indexed
          </Text>
          <Text title={source.last_indexed_at ? formatDateTime(source.last_indexed_at) : undefined}>
            {source.last_indexed_at ? formatRelativeTime(source.last_indexed_at) : 'Never'}
          </Text>
        </Stack>
      </SimpleGrid>
      {blocker && (
        <Text id="indexing-blocker" fw={600} mb="sm" data-testid="indexing-blocker">
          {blocker}
        </Text>
      )}
      <Group gap="sm">
        <Button
          aria-describedby={blocker ? 'indexing-blocker' : undefined}
          leftSection={<IconPlayerPlay size={16} />}
          loading={initState.isLoading}
          disabled={busy && !initState.isLoading}
          onClick={() => void init(ref)}
        >
          Initialize
        </Button>
        <Button
          variant="light"
          aria-describedby={blocker ? 'indexing-blocker' : undefined}
          leftSection={<IconRefresh size={16} />}
          loading={updateState.isLoading}
          disabled={busy && !updateState.isLoading}
          onClick={() => void update(ref)}
        >
          Update
        </Button>
        <Button
          variant="light"
          color="red"
          aria-describedby={blocker ? 'indexing-blocker' : undefined}
          leftSection={<IconRotateClockwise size={16} />}
          disabled={busy}
          onClick={rebuildDialog.open}
        >
          Rebuild
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        Initialize indexes the entrypoint from scratch, Update fetches what changed since the last run, Rebuild deletes
        the index and builds it again.
      </Text>
      <ConfirmActionModal
        opened={rebuildDialog.opened}
        title="Rebuild the index?"
        confirmLabel="Rebuild"
        loading={rebuildState.isLoading}
        error={rebuildState.error}
        onConfirm={() => void confirmRebuild()}
        onClose={closeRebuild}
      >
        <span data-testid="rebuild-count">
          {counts ? `This source has ${documentCountsText(counts, formatCount)}.` : 'Counting this source’s documents…'}
        </span>{' '}
        All of them are deleted, then everything is indexed again. Until it finishes, GraphQL queries return fewer
        results.
      </ConfirmActionModal>
    </Card>
  );
}
