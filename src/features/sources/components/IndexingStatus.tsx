import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Loader.css';
import { Badge, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { Source, SourceStatus } from '../types';

const STATUS_LOOK: Record<SourceStatus, { color: string; label: string }> = {
  IDLE: { color: 'gray', label: 'Idle' },
  INITIALIZING: { color: 'blue', label: 'Initializing' },
  UPDATING: { color: 'cyan', label: 'Updating' },
  DELETING: { color: 'red', label: 'Deleting' },
};

/** Status badge (IDLE, INITIALIZING, UPDATING, DELETING) with live progress while a run is going. */
export function IndexingStatus({
  source,
  width = 160,
}: {
  source: Pick<Source, 'status' | 'progress'>;
  width?: number;
}) {
  const look = STATUS_LOOK[source.status] ?? { color: 'gray', label: source.status };
  const { progress } = source;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <Stack gap={4} w={width}>
      <Group gap={6} wrap="nowrap">
        <Badge
          color={look.color}
          variant={source.status === 'IDLE' ? 'outline' : 'light'}
          leftSection={source.status === 'IDLE' ? undefined : <Loader size={10} color={look.color} />}
          data-status={source.status}
        >
          {look.label}
        </Badge>
        {progress && (
          <Text size="xs" c="dimmed">
            {progress.done}/{progress.total}
          </Text>
        )}
      </Group>
      {percent !== null && (
        <Progress value={percent} size="sm" animated aria-label={`${look.label}: ${percent}%`} color={look.color} />
      )}
    </Stack>
  );
}
