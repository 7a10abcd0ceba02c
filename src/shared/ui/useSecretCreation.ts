import { useState } from 'react';
import { type DialogId } from '@/shared/dialogs/dialogsSlice';
import { useDialog } from '@/shared/dialogs/useDialog';
import { takeSecret } from '@/shared/lib/secretHandoff';
import { useReturnFocus } from '@/shared/ui/useReturnFocus';

/** What the flow needs of an RTK Query mutation's state. */
export interface MutationState {
  isLoading: boolean;
  error?: unknown;
  reset: () => void;
}

export interface SecretCreationOptions<Values> {
  /** The store's dialog id of the create form. */
  dialog: DialogId;
  /** What the create form is for (the project), or null. */
  subject: string | null;
  creation: MutationState;
  /** Starts the create call; its response carries a handle to the parked secret (see secretHandoff). */
  create: (values: Values) => Promise<{ data?: { secretHandle: string } }> & { reset: () => void };
  /** Also hands the new secret to the caller (the quick start fills it into its samples). */
  onCreated?: (secret: string) => void;
}

/**
 * Create → secret shown once: the state behind a create form and a SecretOnceModal, returned as props
 * for each. Which dialog is open is in the store (DevTools shows it, the command palette opens it); the
 * secret never is.
 */
export function useSecretCreation<Values>({
  dialog,
  subject,
  creation,
  create,
  onCreated,
}: SecretCreationOptions<Values>) {
  const createDialog = useDialog(dialog, subject);
  // The secret lives only in this state while its dialog is open (see secretHandoff).
  const [secret, setSecret] = useState<string | null>(null);
  // Focus goes back to the create button once the form and then the secret dialog have closed.
  const returnFocus = useReturnFocus();

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
    createDialog.close();
    const taken = takeSecret(result.data.secretHandle);
    setSecret(taken);
    if (taken !== null) onCreated?.(taken);
  };

  return {
    openCreate,
    formProps: {
      opened: createDialog.opened,
      loading: creation.isLoading,
      error: creation.error,
      onSubmit: submit,
      onClose: createDialog.close,
    },
    secretProps: { secret, onClose: () => setSecret(null), onExited: returnFocus.restore },
  };
}

/** What useSecretCreation returns: props for the create form and the secret dialog. */
export type SecretCreation<Values> = ReturnType<typeof useSecretCreation<Values>>;
