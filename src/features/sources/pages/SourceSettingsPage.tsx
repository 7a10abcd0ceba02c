import { useParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceById } from '../sourcesSlice';
import { DeleteSourceCard } from '../components/DeleteSourceCard';
import { RenameSourceForm } from '../components/RenameSourceForm';
import { IdentifiersCard } from '@/shared/ui/IdentifiersCard';

/** /projects/:projectId/sources/:sourceId/settings — rename, ids to copy, delete. */
export default function SourceSettingsPage() {
  const { sourceId = '' } = useParams();
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  if (!source) return null;
  return (
    <Stack gap="lg">
      <RenameSourceForm source={source} />
      <IdentifiersCard
        items={[
          { label: 'Source ID', value: source.id },
          { label: 'Project ID', value: source.project_id },
        ]}
      />
      <DeleteSourceCard source={source} />
    </Stack>
  );
}
