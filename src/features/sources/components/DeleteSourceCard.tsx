import { documentCountsText } from '@contract/measures';
import { formatCount } from '@/shared/lib/formatCount';
import { useNavigate } from 'react-router-dom';
import { useDialog } from '@/shared/dialogs/useDialog';
import { paths } from '@/shared/routing/paths';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { DangerZoneCard } from '@/shared/ui/DangerZoneCard';
import { sourceDisplayName } from '../displayName';
import { useDeleteSourceMutation } from '../sourcesApi';
import type { Source } from '../types';
import { useDocumentCounts } from '../useDocumentCounts';

/** Danger zone: delete the source and its documents, then back to the project's sources. */
export function DeleteSourceCard({ source }: { source: Source }) {
  const dialog = useDialog('deleteSource', source.id);
  const [deleteSource, { isLoading, error, reset }] = useDeleteSourceMutation();
  const navigate = useNavigate();

  const close = () => {
    reset();
    dialog.close();
  };
  const confirm = async () => {
    const result = await deleteSource({ projectId: source.project_id, sourceId: source.id });
    if (!result.error) navigate(paths.project(source.project_id));
  };

  return (
    <DangerZoneCard
      titleId="delete-source-title"
      title="Delete source"
      description="Removes the source, its credentials, logs and every document indexed from it. This cannot be undone."
      onAction={dialog.open}
    >
      <ConfirmActionModal
        opened={dialog.opened}
        title="Delete this source?"
        confirmLabel="Delete source"
        loading={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {sourceDisplayName(source)} and all its documents <SourceDocumentsCount source={source} /> are deleted for good.
      </ConfirmActionModal>
    </DangerZoneCard>
  );
}

/** "(22 documents: 20 indexed, 2 failed)": read only while the confirmation is open. */
function SourceDocumentsCount({ source }: { source: Source }) {
  const counts = useDocumentCounts(source);
  return counts ? `(${documentCountsText(counts, formatCount)})` : null;
}
