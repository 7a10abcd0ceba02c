import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { dialogClosed, dialogOpened, type DialogId } from './dialogsSlice';

/** One dialog's open state from the store, with actions that open it (for `scope`) and close it. */
export function useDialog(id: DialogId, scope: string | null = null) {
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.dialogs.open?.id === id && state.dialogs.open.scope === scope);
  const open = useCallback(() => dispatch(dialogOpened({ id, scope })), [dispatch, id, scope]);
  const close = useCallback(() => dispatch(dialogClosed()), [dispatch]);
  return { opened, open, close };
}

/** The scope of `id` when it is the open dialog (e.g. which key a delete confirmation is for), else null. */
export function useDialogScope(id: DialogId): string | null {
  return useAppSelector((state) => (state.dialogs.open?.id === id ? state.dialogs.open.scope : null));
}
