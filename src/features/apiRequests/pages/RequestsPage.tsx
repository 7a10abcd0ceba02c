import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Badge, Button, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp, IconFilterOff, IconActivity } from '@tabler/icons-react';
import { API_REQUEST_RETENTION_DAYS, type RequestWindow } from '@contract/apiRequests';
import { useAppSelector } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import { SyncErrorAlert } from '@/shared/ui/SyncErrorAlert';
import { LiveListBody } from '@/shared/ui/LiveListCard';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useScopeReady } from '@/shared/ui/scopeReady';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetRequestStatsQuery, useGetSearchAnalyticsQuery } from '../apiRequestsApi';
import { apiRequestsSlice } from '../apiRequestsSlice';
import { selectApiRequestById, selectRequestKeys, selectVisibleRequestIds } from '../apiRequestsSelectors';
import {
  filterFromParams,
  isUnfiltered,
  sameRequestFilter,
  toRequestPageQuery,
  type RequestFilter,
} from '../requestFilter';
import { RequestFilters } from '../components/RequestFilters';
import { RequestTable } from '../components/RequestTable';
import { RequestDrawer } from '../components/RequestDrawer';
import { SearchAnalyticsPanel } from '../components/SearchAnalyticsPanel';
import { formatDateTime } from '@/shared/lib/formatDate';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';

// @mantine/charts (and recharts under it) load only when this page shows its charts.
const RequestCharts = lazy(() => import('../components/RequestCharts'));

const PARAM_OF: Record<keyof RequestFilter, string> = {
  kind: 'kind',
  statusClass: 'status',
  apiKeyId: 'key',
  operation: 'operation',
  text: 'q',
};

/**
 * /projects/:projectId/requests — the project API's own traffic, live: charts for the last 24 hours or
 * 7 days, search analytics, and every recorded request newest first in keyset pages. Requests that
 * arrive while someone reads wait behind an "N new" pill, so rows never jump.
 */
export default function RequestsPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const period: RequestWindow = params.get('window') === '7d' ? '7d' : '24h';
  const openId = params.get('request');
  const update = useCallback(
    (patch: Record<string, string | null>) => {
      // From the address bar, not a render's params: a debounced search may apply after other changes.
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(patch)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const changeFilter = useCallback(
    (patch: Partial<RequestFilter>) =>
      update(
        Object.fromEntries(Object.entries(patch).map(([key, value]) => [PARAM_OF[key as keyof RequestFilter], value])),
      ),
    [update],
  );

  // The sync reads what the live app filters (a DevTools jump neither reads nor resubscribes).
  const [synced, setSynced] = useState(filter);
  if (!isTimeTravelling() && !sameRequestFilter(synced, filter)) setSynced(filter);
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const {
    status,
    window: held,
    loadOlder,
  } = usePagedTableSync(apiRequestsSlice, scope, synced, toRequestPageQuery, filter);
  const shown = isTimeTravelling() ? filter : held.query;
  const ids = useAppSelector((state) => selectVisibleRequestIds(state, projectId, shown));
  const keys = useAppSelector((state) => selectRequestKeys(state, projectId));

  // The newest request the reader has been shown; newer ones wait behind the pill.
  // A newly read first page (another filter, a resubscribe) is shown whole.
  const [cut, setCut] = useState<string | null>(null);
  const [cutQuery, setCutQuery] = useState(held.query);
  if (cutQuery !== held.query) {
    setCutQuery(held.query);
    setCut(ids[0] ?? null);
  }
  const cutIndex = cut === null ? -1 : ids.indexOf(cut);
  if (cutIndex === -1 && ids.length > 0 && cut !== ids[0]) setCut(ids[0]);
  const newCount = Math.max(0, cutIndex);
  const visible = useMemo(() => (cutIndex > 0 ? ids.slice(cutIndex) : ids), [ids, cutIndex]);
  const opened = useAppSelector((state) => (openId ? selectApiRequestById(state, openId) : undefined));
  const operations = useAppSelector((state) => {
    const seen = new Set<string>();
    for (const id of ids) {
      const operation = selectApiRequestById(state, id)?.operation;
      if (operation && seen.size < 50) seen.add(operation);
    }
    return [...seen].sort().join('\n');
  });

  const ready = useScopeReady();
  const statsQuery = useGetRequestStatsQuery(ready ? { projectId, window: period } : skipToken);
  const analyticsQuery = useGetSearchAnalyticsQuery(ready ? { projectId, window: period } : skipToken);
  const showNew = () => {
    setCut(ids[0] ?? null);
    void statsQuery.refetch();
    void analyticsQuery.refetch();
  };
  const stats = statsQuery.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => update({ window: value === '7d' ? '7d' : null })}
          data={[
            { value: '24h', label: 'Last 24 hours' },
            { value: '7d', label: 'Last 7 days' },
          ]}
        />
        <Text size="xs" c="dimmed">{`Requests are kept for ${API_REQUEST_RETENTION_DAYS} days.`}</Text>
      </Group>
      {stats && stats.dropped > 0 && (
        <Alert color="orange" variant="light" title="Some requests were not recorded" data-testid="dropped-notice">
          {`${stats.dropped.toLocaleString()} request${stats.dropped === 1 ? ' was' : 's were'} answered but not recorded because the request log was overloaded${
            stats.lastDroppedAt ? ` (last on ${formatDateTime(stats.lastDroppedAt)})` : ''
          }.`}
        </Alert>
      )}
      {statsQuery.isError ? (
        <QueryErrorAlert error={statsQuery.error} onRetry={() => void statsQuery.refetch()}>
          The charts could not be read.
        </QueryErrorAlert>
      ) : stats ? (
        <Suspense fallback={<Skeleton height={236} aria-label="Loading charts" />}>
          <RequestCharts stats={stats} />
        </Suspense>
      ) : (
        <Skeleton height={236} aria-label="Loading charts" />
      )}
      {analyticsQuery.data && <SearchAnalyticsPanel projectId={projectId} analytics={analyticsQuery.data} />}

      <Stack gap="sm">
        <Title order={2} size="h4">
          Requests
        </Title>
        <RequestFilters
          filter={filter}
          onChange={changeFilter}
          keys={keys}
          operations={operations ? operations.split('\n') : []}
        />
        <Group gap="sm" mih={30}>
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="requests-shown">
            {`${visible.length.toLocaleString()} request${visible.length === 1 ? '' : 's'} shown`}
            {held.complete ? '' : ' · older below'}
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
          {newCount > 0 && (
            <Button
              size="compact-sm"
              radius="xl"
              variant="light"
              leftSection={<IconArrowUp size={14} />}
              onClick={showNew}
            >
              {`${newCount.toLocaleString()} new request${newCount === 1 ? '' : 's'}`}
            </Button>
          )}
        </Group>
        {status === 'error' && <SyncErrorAlert what="requests" subject="The requests" />}
        <LiveListBody
          status={status}
          count={ids.length}
          shown={visible.length}
          loading={<SkeletonRows label="Loading requests" rows={5} height={28} gap={6} />}
          empty={
            isUnfiltered(shown) ? (
              <EmptyState py="xl" icon={<IconActivity size={28} />}>
                <EmptyState.Title order={3}>No requests yet</EmptyState.Title>
                <EmptyState.Description>
                  GraphQL, push and search requests to this project appear here live, with their key, status and timing.
                </EmptyState.Description>
              </EmptyState>
            ) : (
              <EmptyState py="xl" icon={<IconFilterOff size={28} />}>
                <EmptyState.Title order={3}>No requests match the filters</EmptyState.Title>
                <EmptyState.Description>Change or clear the filters.</EmptyState.Description>
              </EmptyState>
            )
          }
        >
          <RequestTable ids={visible} onOpen={(id) => update({ request: id })} />
          {!held.complete && (
            <Group justify="center">
              <Button variant="default" loading={held.loadingOlder} onClick={loadOlder}>
                Load older requests
              </Button>
            </Group>
          )}
        </LiveListBody>
      </Stack>
      <RequestDrawer request={opened ?? null} onClose={() => update({ request: null })} />
    </Stack>
  );
}
