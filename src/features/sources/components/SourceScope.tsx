import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { paths } from '@/shared/routing/paths';
import { LazyScopeMissing } from '@/shared/ui/LazyScopeMissing';
import { ScopeOutlet } from '@/shared/ui/ScopeOutlet';
import { selectSourceById, sourcesSlice } from '../sourcesSlice';

/** Layout route of every source page: keeps the source synced; "Loading...", not found, or the page. */
export default function SourceScope() {
  const { projectId = '', sourceId = '' } = useParams();
  const status = useTableSubscription(sourcesSlice, sourceId ? { column: 'id', value: sourceId } : null);
  const source = useAppSelector((state) => selectSourceById(state, sourceId));

  if (source && source.project_id === projectId) return <ScopeOutlet ready />;
  if (!source && status !== 'live' && status !== 'error') return <ScopeOutlet ready={false} />;
  const failed = status === 'error';
  return (
    <LazyScopeMissing
      failed={failed}
      title={failed ? 'Could not load the source' : 'Source not found'}
      description={
        failed
          ? 'The source could not be read. Reload the page to try again.'
          : 'It was deleted, or it belongs to another project.'
      }
      backTo={paths.project(projectId)}
      backLabel="Back to sources"
    />
  );
}
