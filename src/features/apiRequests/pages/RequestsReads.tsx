import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import { apiRequestsSlice } from '../apiRequestsSlice';
import { filterFromParams, toRequestPageQuery } from '../requestFilter';

/**
 * The Requests page's first read, started with the scope's while the page's code waits for the heading
 * (app/pageAfterHeading.tsx): the same sync RequestsPage subscribes to, so the page finds it under way.
 */
export default function RequestsReads() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  usePagedTableSync(apiRequestsSlice, scope, filter, toRequestPageQuery);
  return null;
}
