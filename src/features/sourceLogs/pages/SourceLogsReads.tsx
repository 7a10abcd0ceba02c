import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import { toLogPageQuery, type LogFilter } from '../logFilter';
import { selectLogSearch, selectLogSeverities } from '../logFiltersSlice';
import { sourceLogsSlice } from '../sourceLogsSlice';

/**
 * The logs page's first read, started with the scope's while the page's code waits for the heading
 * (app/pageAfterHeading.tsx): the same sync SourceLogsPage subscribes to, so the page finds it under way.
 */
export default function SourceLogsReads() {
  const { sourceId = '' } = useParams();
  const [params] = useSearchParams();
  const runId = params.get('run');
  const severities = useAppSelector(selectLogSeverities);
  const search = useAppSelector(selectLogSearch);
  const filter = useMemo<LogFilter>(() => ({ severities, search, runId }), [severities, search, runId]);
  const scope = useMemo(() => ({ column: 'source_id', value: sourceId }), [sourceId]);
  usePagedTableSync(sourceLogsSlice, scope, filter, toLogPageQuery);
  return null;
}
