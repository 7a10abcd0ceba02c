import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceIdsByProject } from '../sourcesSlice';
import { useSourcesPreview } from '../useSourcesPreview';

/**
 * The sources page's first read (its preview of the first rows), started with the scope's while the
 * page's code waits for the heading (app/pageAfterHeading.tsx); ProjectSourcesPage finds it under way.
 */
export default function ProjectSourcesReads() {
  const { projectId = '' } = useParams();
  const count = useAppSelector((state) => selectSourceIdsByProject(state, projectId)).length;
  useSourcesPreview(projectId, count);
  return null;
}
