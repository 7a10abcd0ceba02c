import { dialogClosed, dialogOpened, type DialogId } from '@/shared/dialogs/dialogsSlice';
import { useDialogSubject } from '@/shared/dialogs/useDialog';
import { useAppDispatch } from '@/shared/store/hooks';
import { useSecretCreation, type MutationState } from '@/shared/ui/useSecretCreation';

interface SecretOnceFlowOptions<Row extends { id: string }, Values> {
  /** The store's dialog ids of the create form and of the delete confirmation (whose subject is the row's id). */
  dialogs: { create: DialogId; remove: DialogId };
  /** What the create form is for (the project), or null. */
  subject: string | null;
  /** The rows a delete confirmation may be for. */
  rows: readonly Row[];
  creation: MutationState;
  removal: MutationState;
  /** Starts the create call; its response carries a handle to the parked secret (see secretHandoff). */
  create: (values: Values) => Promise<{ data?: { secretHandle: string } }> & { reset: () => void };
  remove: (row: Row) => Promise<{ data?: unknown }>;
}

/**
 * Create → secret shown once (useSecretCreation) → delete with confirmation: the state behind a create
 * form, a SecretOnceModal and a ConfirmActionModal, returned as props for each of them.
 */
export function useSecretOnceFlow<Row extends { id: string }, Values>({
  dialogs,
  subject,
  rows,
  creation,
  removal,
  create,
  remove,
}: SecretOnceFlowOptions<Row, Values>) {
  const dispatch = useAppDispatch();
  const creating = useSecretCreation({ dialog: dialogs.create, subject, creation, create });
  const toDeleteId = useDialogSubject(dialogs.remove);
  const toDelete = rows.find((row) => row.id === toDeleteId) ?? null;
  const close = () => dispatch(dialogClosed());

  const openDelete = (row: Row) => {
    removal.reset();
    dispatch(dialogOpened({ id: dialogs.remove, subject: row.id }));
  };

  const confirmDelete = async () => {
    if (toDelete === null) return;
    const result = await remove(toDelete);
    if (result.data) close();
  };

  return {
    openCreate: creating.openCreate,
    openDelete,
    toDelete,
    formProps: creating.formProps,
    confirmProps: {
      opened: toDelete !== null,
      loading: removal.isLoading,
      error: removal.error,
      onConfirm: confirmDelete,
      onClose: close,
    },
    secretProps: creating.secretProps,
  };
}

/** What useSecretOnceFlow returns: props for the create form, the confirmation and the secret dialog. */
export type SecretOnceFlow<Row extends { id: string }, Values> = ReturnType<typeof useSecretOnceFlow<Row, Values>>;
