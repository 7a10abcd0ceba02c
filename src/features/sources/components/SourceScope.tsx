import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { LoadingText } from '@/shared/ui/LoadingText';
import { MissingPanel } from '@/shared/ui/MissingPanel';
import { selectSourceById } from '@/features/sources/sourcesSlice';

/** Layout of every source route: keeps the source synced and resolves it before the page renders. */
export default function SourceScope() {
  const { projectId, sourceId } = useParams();
  const scope = useMemo(() => (sourceId ? { column: 'id', value: sourceId } : null), [sourceId]);
  const status = useTableSubscription('sources', scope);
  const source = useAppSelector((state) => (sourceId ? selectSourceById(state, sourceId) : undefined));

  if (!projectId || !sourceId) return <LoadingText />;
  if (!source || source.project_id !== projectId) {
    if (status === 'live' || status === 'error') {
      return <MissingPanel title="Source not found" backTo={paths.project(projectId)} backLabel="Back to sources" />;
    }
    return <LoadingText />;
  }
  return <Outlet />;
}
