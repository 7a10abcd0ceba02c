import { Group, NativeSelect, Text } from '@mantine/core';
import { formatRelativeTime } from '../formatTime';
import { useUpdateSourceMutation } from '../sourcesApi';
import type { Source, SourceSchedule } from '../types';

const OPTIONS: { value: SourceSchedule; label: string }[] = [
  { value: 'manual', label: 'Manual' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
];

/** How often the platform runs an update by itself, and when the next one is due. */
export function ScheduleSelect({ source }: { source: Source }) {
  const [update, { isLoading }] = useUpdateSourceMutation();
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Schedule"
        data={OPTIONS}
        value={source.schedule}
        disabled={isLoading}
        onChange={(event) =>
          void update({
            projectId: source.project_id,
            sourceId: source.id,
            schedule: event.currentTarget.value as SourceSchedule,
          })
        }
        w={160}
      />
      {source.schedule !== 'manual' && source.next_run_at && (
        <Text size="sm" c="dimmed" pb={6} data-testid="next-run">
          {`Next run ${formatRelativeTime(source.next_run_at)}`}
        </Text>
      )}
    </Group>
  );
}
