import { useState } from 'react';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';

/** What the flow needs of an RTK Query mutation's state. */
interface MutationState {
  isLoading: boolean;
  error?: unknown;
  reset: () => void;
}

interface SecretOnceFlowOptions<Row, Values> {
  creation: MutationState;
  removal: MutationState;
  /** Starts the create call; its response carries a handle to the parked secret (see secretHandoff). */
  create: (values: Values) => Promise<{ data?: { secretHandle: string } }> & { reset: () => void };
  remove: (row: Row) => Promise<{ data?: unknown }>;
}

/**
 * Create → secret shown once → delete with confirmation: the state behind a create form, a
 * SecretOnceModal and a ConfirmActionModal, returned as props for each of them.
 */
export function useSecretOnceFlow<Row, Values>({
  creation,
  removal,
  create,
  remove,
}: SecretOnceFlowOptions<Row, Values>) {
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  // The secret lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);

  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();

  const openCreate = () => {
    returnFocus.remember();
    creation.reset();
    setCreating(true);
  };

  const submit = async (values: Values) => {
    const request = create(values);
    const result = await request;
    if (!result.data) return;
    // Drops the call's cache entry: after this nothing of it is left in the store.
    request.reset();
    setCreating(false);
    setSecret(takeSecret(result.data.secretHandle));
  };

  const openDelete = (row: Row) => {
    removal.reset();
    setToDelete(row);
  };

  const confirmDelete = async () => {
    if (toDelete === null) return;
    const result = await remove(toDelete);
    if (result.data) setToDelete(null);
  };

  return {
    openCreate,
    openDelete,
    toDelete,
    formProps: {
      opened: creating,
      loading: creation.isLoading,
      error: creation.error,
      onSubmit: submit,
      onClose: () => setCreating(false),
    },
    confirmProps: {
      opened: toDelete !== null,
      loading: removal.isLoading,
      error: removal.error,
      onConfirm: confirmDelete,
      onClose: () => setToDelete(null),
    },
    secretProps: { secret, onClose: () => setSecret(null), onExited: returnFocus.restore },
  };
}
