import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { selectAllSources, sourcesSlice } from '@/features/sources/sourcesSlice';
import { sourceDisplayName } from '@/features/sources/displayName';
import { SearchWorkbench } from '@/features/search/components/SearchWorkbench';

/** /projects/:projectId/search: the Search tab, with the project's sources for its filter. */
export default function ProjectSearchPage() {
  const { projectId = '' } = useParams();
  useTableSubscription(sourcesSlice, { column: 'project_id', value: projectId });
  const all = useAppSelector(selectAllSources, shallowEqual);
  const sources = useMemo(
    () => all.filter((s) => s.project_id === projectId).map((s) => ({ id: s.id, name: sourceDisplayName(s) })),
    [all, projectId],
  );
  return <SearchWorkbench projectId={projectId} sources={sources} />;
}
