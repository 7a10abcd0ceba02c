import { useState } from 'react';
import { dialogClosed, dialogOpened, type DialogId } from '@/shared/dialogs/dialogsSlice';
import { useDialog, useDialogSubject } from '@/shared/dialogs/useDialog';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useAppDispatch } from '@/shared/store/hooks';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';

/** What the flow needs of an RTK Query mutation's state. */
interface MutationState {
  isLoading: boolean;
  error?: unknown;
  reset: () => void;
}

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
 * Create → secret shown once → delete with confirmation: the state behind a create form, a
 * SecretOnceModal and a ConfirmActionModal, returned as props for each of them. Which dialog is open
 * is in the store (DevTools shows it, the command palette opens it); the secret never is.
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
  const createDialog = useDialog(dialogs.create, subject);
  const toDeleteId = useDialogSubject(dialogs.remove);
  const toDelete = rows.find((row) => row.id === toDeleteId) ?? null;
  // The secret lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);

  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();
  const close = () => dispatch(dialogClosed());

  const openCreate = () => {
    returnFocus.remember();
    creation.reset();
    createDialog.open();
  };

  const submit = async (values: Values) => {
    const request = create(values);
    const result = await request;
    if (!result.data) return;
    // Drops the call's cache entry: after this nothing of it is left in the store.
    request.reset();
    close();
    setSecret(takeSecret(result.data.secretHandle));
  };

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
    openCreate,
    openDelete,
    toDelete,
    formProps: {
      opened: createDialog.opened,
      loading: creation.isLoading,
      error: creation.error,
      onSubmit: submit,
      onClose: close,
    },
    confirmProps: {
      opened: toDelete !== null,
      loading: removal.isLoading,
      error: removal.error,
      onConfirm: confirmDelete,
      onClose: close,
    },
    secretProps: { secret, onClose: () => setSecret(null), onExited: returnFocus.restore },
  };
}

/** What useSecretOnceFlow returns: props for the create form, the confirmation and the secret dialog. */
export type SecretOnceFlow<Row extends { id: string }, Values> = ReturnType<typeof useSecretOnceFlow<Row, Values>>;
