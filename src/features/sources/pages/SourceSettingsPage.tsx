import { useParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceById } from '../sourcesSlice';
import { DeleteSourceCard } from '../components/DeleteSourceCard';
import { RenameSourceForm } from '../components/RenameSourceForm';

/** /projects/:projectId/sources/:sourceId/settings — rename and delete. */
export default function SourceSettingsPage() {
  const { sourceId = '' } = useParams();
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  if (!source) return null;
  return (
    <Stack gap="lg">
      <RenameSourceForm source={source} />
      <DeleteSourceCard source={source} />
    </Stack>
  );
}
