import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDebouncedValue } from '@mantine/hooks';
import { Alert, Badge, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileText, IconFilterOff } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { LOG_SEVERITIES } from '@contract/enums';
import { ALL_LOGS, SEARCH_DEBOUNCE_MS, type LogFilter } from '../logFilter';
import { selectVisibleLogIds } from '../sourceLogsSlice';
import type { LogSeverity } from '../types';
import { LogFilters } from '../components/LogFilters';
import { LogList } from '../components/LogList';

/** …/sources/:sourceId/logs — the live tail of the source's log lines with filters. */
export default function SourceLogsPage() {
  const { sourceId = '' } = useParams();
  const status = useTableSubscription('source_logs', { column: 'source_id', value: sourceId });
  const [severities, setSeverities] = useState<LogSeverity[]>([...LOG_SEVERITIES]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filter = useMemo<LogFilter>(() => ({ severities, search: debouncedSearch }), [severities, debouncedSearch]);
  const ids = useAppSelector((state) => selectVisibleLogIds(state, sourceId, filter));
  const total = useAppSelector((state) => selectVisibleLogIds(state, sourceId, ALL_LOGS).length);
  const firstLoad = total === 0 && (status === 'idle' || status === 'loading');

  return (
    <Stack gap="md">
      <LogFilters
        severities={severities}
        onSeveritiesChange={setSeverities}
        search={search}
        onSearchChange={setSearch}
      />
      <Group gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {ids.length === total ? `${total} lines` : `${ids.length} of ${total} lines`} · times in your local time zone
        </Text>
        {status === 'live' && (
          <Badge color="green" variant="dot" size="sm">
            Live
          </Badge>
        )}
        {status === 'offline' && (
          <Badge color="orange" variant="light" size="sm">
            Reconnecting
          </Badge>
        )}
      </Group>
      {status === 'error' && (
        <Alert color="red" variant="light" title="Could not load logs">
          The log lines could not be read. Reload the page to try again.
        </Alert>
      )}
      {firstLoad ? (
        <Stack gap={6} aria-busy="true" aria-label="Loading log lines">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={24} />
          ))}
        </Stack>
      ) : total === 0 ? (
        <EmptyState py="xl" icon={<IconFileText size={28} />}>
          <EmptyState.Title order={2}>No log lines yet</EmptyState.Title>
          <EmptyState.Description>
            Lines appear here live as soon as the source connects or indexes.
          </EmptyState.Description>
        </EmptyState>
      ) : ids.length === 0 ? (
        <EmptyState py="xl" icon={<IconFilterOff size={28} />}>
          <EmptyState.Title order={2}>No lines match the filters</EmptyState.Title>
          <EmptyState.Description>Choose more severities or change the search.</EmptyState.Description>
        </EmptyState>
      ) : (
        <LogList ids={ids} />
      )}
    </Stack>
  );
}
