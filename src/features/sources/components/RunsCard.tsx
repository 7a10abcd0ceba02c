import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageShown } from '@/shared/routing/prefetch';
import { Card, Group, Pagination, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { PAGE_SIZE as HELD_RUNS } from '@/shared/supabase/syncBackend';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import { indexingRunsSlice, selectRunIdsOfSource } from '../indexingRunsSlice';
import type { Source } from '../types';
import { RunRow } from './RunRow';
import { ScrollTable } from '@/shared/ui/ScrollTable';

const PAGE_SIZE = 10;

// Runs grow with every scheduled tick (8,760 a year hourly): the store holds the newest page, kept
// live over realtime, never the whole history (every growing table is read in bounded pages).
const NEWEST_RUNS: PageQuery = { eq: [] };

const loadRunsChart = () => import('./RunsChart');
const RunsChart = lazy(loadRunsChart);

/** The overview's "Runs": the source's newest indexing runs, newest first, live over realtime. */
export function RunsCard({ source }: { source: Source }) {
  const status = useTableSubscription(indexingRunsSlice, { column: 'source_id', value: source.id }, NEWEST_RUNS);
  const ids = useAppSelector((state) => selectRunIdsOfSource(state, source.id));
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(ids.length / PAGE_SIZE));
  const shown = ids.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  // Recharts downloads while the runs load, not after (on a slow phone the chart was long a blank box),
  // but once the page's heading is shown: a source opened directly shows its heading first.
  const [pageShown, setPageShown] = useState(false);
  useEffect(
    () =>
      whenPageShown(() => {
        void loadRunsChart();
        setPageShown(true);
      }),
    [],
  );
  const chartSkeleton = (
    <div aria-busy="true">
      <Skeleton height={160} />
    </div>
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="runs-title">
      <Title order={2} size="h4" id="runs-title" mb="md">
        Runs
      </Title>
      {ids.length === 0 ? (
        <Text c="dimmed" size="sm">
          {status === 'live' || status === 'offline' ? 'No runs yet. Start one from the Controls.' : 'Loading runs…'}
        </Text>
      ) : (
        <>
          {pageShown ? (
            <Suspense fallback={chartSkeleton}>
              <RunsChart sourceId={source.id} />
            </Suspense>
          ) : (
            chartSkeleton
          )}
          <ScrollTable minWidth={760}>
            <Table verticalSpacing="xs" aria-labelledby="runs-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Kind · trigger</Table.Th>
                  <Table.Th>Started</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th title="Documents added / updated / removed / failed">
                    Added / updated / removed / failed
                  </Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((id) => (
                  <RunRow key={id} runId={id} source={source} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {pages > 1 && (
            <Group justify={ids.length >= HELD_RUNS ? 'space-between' : 'flex-end'} mt="sm">
              {ids.length >= HELD_RUNS && (
                <Text size="xs" c="dimmed">
                  Showing the newest {HELD_RUNS} runs.
                </Text>
              )}
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}
    </Card>
  );
}
