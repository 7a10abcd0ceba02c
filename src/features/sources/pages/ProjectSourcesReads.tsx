import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/shared/store/hooks';
import { useTableSubscription } from '@/shared/store/useTableSubscription';
import { useScopeReady } from '@/shared/ui/scopeReady';
import { selectSourceIdsByProject, sourcesSlice } from '../sourcesSlice';
import { useSourcesPreview } from '../useSourcesPreview';

/**
 * The sources page's first reads (the preview of its first rows, then the whole list once the project
 * is read), started while the page's code waits for the heading (app/pageAfterHeading.tsx);
 * ProjectSourcesPage finds them under way.
 */
export default function ProjectSourcesReads() {
  const { projectId = '' } = useParams();
  const count = useAppSelector((state) => selectSourceIdsByProject(state, projectId)).length;
  const previewed = useSourcesPreview(projectId, count);
  const ready = useScopeReady() && previewed;
  useTableSubscription(sourcesSlice, ready ? { column: 'project_id', value: projectId } : skipToken);
  return null;
}
