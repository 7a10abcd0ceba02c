import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceById } from '../sourcesSlice';
import { EnhancementsForm } from '../components/EnhancementsForm';

/** …/sources/:sourceId/settings/enhancements — the labelled schema and enhancement switches. */
export default function SourceEnhancementsPage() {
  const { sourceId = '' } = useParams();
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  return source ? <EnhancementsForm source={source} /> : null;
}
