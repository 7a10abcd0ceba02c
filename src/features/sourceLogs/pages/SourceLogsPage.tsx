import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Badge, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconFilterOff } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import { SyncErrorAlert } from '@/shared/ui/SyncErrorAlert';
import { LiveListBody } from '@/shared/ui/LiveListCard';
import { LOG_SEVERITIES } from '@contract/enums';
import { sameLogFilter, toLogPageQuery, type LogFilter } from '../logFilter';
import { selectLogSearch, selectLogSeverities } from '../logFiltersSlice';
import { selectVisibleLogIds, sourceLogsSlice } from '../sourceLogsSlice';
import { LogFilters } from '../components/LogFilters';
import { LogList } from '../components/LogList';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';

/**
 * …/sources/:sourceId/logs — the live tail of the source's log lines with filters. The newest page
 * of lines matching the filters is read from the database and kept live; older pages load as the
 * reader scrolls up. `?run=<id>` narrows the lines to one indexing run.
 */
export default function SourceLogsPage() {
  const { sourceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const severities = useAppSelector(selectLogSeverities);
  const search = useAppSelector(selectLogSearch);
  const filter = useMemo<LogFilter>(() => ({ severities, search, runId }), [severities, search, runId]);
  // The sync reads what the live app filters: a DevTools jump's filter neither reads nor resubscribes,
  // and returning to the same filter keeps the same object, so resuming does not re-select either.
  const [synced, setSynced] = useState(filter);
  if (!isTimeTravelling() && !sameLogFilter(synced, filter)) setSynced(filter);
  const scope = useMemo(() => ({ column: 'source_id', value: sourceId }), [sourceId]);
  const { status, window: held, loadOlder } = usePagedTableSync(sourceLogsSlice, scope, synced, toLogPageQuery, filter);
  // The lines shown are those read for the held filter, until the new filter's first page arrives; a
  // DevTools jump reads nothing, so it shows the rows held then through that moment's filter.
  const shown = isTimeTravelling() ? filter : held.query;
  const ids = useAppSelector((state) => selectVisibleLogIds(state, sourceId, shown));
  const unfiltered = shown.severities.length === LOG_SEVERITIES.length && shown.search.trim() === '';

  return (
    <Stack gap="md">
      <LogFilters />
      <Group gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {ids.length === 1 ? '1 line' : `${ids.length} lines`}
          {held.complete ? '' : held.loadingOlder ? ' · loading older lines…' : ' · scroll up for older lines'}
          {' · times in your local time zone'}
        </Text>
        {runId && (
          <Badge
            variant="light"
            size="sm"
            component="button"
            type="button"
            style={{ cursor: 'pointer' }}
            onClick={() => setParams({})}
            aria-label="Show the lines of every run"
            data-testid="run-filter"
          >
            {`One run only · show all`}
          </Badge>
        )}
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
      {status === 'error' && <SyncErrorAlert what="logs" subject="The log lines" />}
      <LiveListBody
        status={status}
        count={ids.length}
        loading={<SkeletonRows label="Loading log lines" rows={5} height={24} gap={6} />}
        empty={
          unfiltered && runId === null ? (
            <EmptyState py="xl" icon={<IconFileText size={28} />}>
              <EmptyState.Title order={2}>No log lines yet</EmptyState.Title>
              <EmptyState.Description>
                Lines appear here live as soon as the source connects or indexes.
              </EmptyState.Description>
            </EmptyState>
          ) : (
            <EmptyState py="xl" icon={<IconFilterOff size={28} />}>
              <EmptyState.Title order={2}>No lines match the filters</EmptyState.Title>
              <EmptyState.Description>Choose more severities or change the search.</EmptyState.Description>
            </EmptyState>
          )
        }
      >
        <LogList ids={ids} hasOlder={!held.complete} onNearTop={loadOlder} />
      </LiveListBody>
    </Stack>
  );
}
