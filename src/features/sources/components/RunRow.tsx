import { memo } from 'react';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { useAppSelector } from '@/shared/store/hooks';
import { formatRelativeTime } from '../formatTime';
import { selectRunById } from '../indexingRunsSlice';
import { isActiveRun } from '../runTypes';
import type { Source } from '../types';
import { CancelIndexingButton } from './CancelIndexingButton';
import { IndexingStatus } from './IndexingStatus';
import { RunDuration } from './RunDuration';
import { RunStatusBadge } from './RunStatusBadge';
import { formatDateTime } from '@/shared/lib/formatDate';

interface RunRowProps {
  runId: string;
  /** The source's live status and progress, shown in the row of the active run only. */
  source: Pick<Source, 'status' | 'progress' | 'project_id' | 'id'>;
}

/** One run: outcome, trigger, timing, counts, the error as plain text, and its own log lines. */
export const RunRow = memo(function RunRow({ runId, source }: RunRowProps) {
  const run = useAppSelector((state) => selectRunById(state, runId));
  if (!run) return null;
  const active = isActiveRun(run);
  const logs = `${paths.sourceLogs(run.project_id, run.source_id)}?run=${encodeURIComponent(run.id)}`;
  return (
    <Table.Tr data-run-id={run.id}>
      <Table.Td>
        {active ? <IndexingStatus source={source} width={140} /> : <RunStatusBadge status={run.status} />}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{`${run.kind} · ${run.trigger}`}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={formatDateTime(run.started_at)}>
          {formatRelativeTime(run.started_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <RunDuration startedAt={run.started_at} finishedAt={active ? null : run.finished_at} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" data-testid="run-counts">
          {`${run.documents_added} / ${run.documents_updated} / ${run.documents_removed} / ${run.documents_failed}`}
        </Text>
      </Table.Td>
      <Table.Td maw={280}>
        {run.error && (
          <Text size="sm" c="red" data-testid="run-error">
            {run.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={AppLink} to={logs} size="sm">
            Run logs
          </Anchor>
          {active && <CancelIndexingButton projectId={source.project_id} sourceId={source.id} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
