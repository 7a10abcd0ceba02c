import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { dialogClosed, dialogOpened, type DialogId } from './dialogsSlice';

/** One dialog's open state from the store, with actions that open it (for `subject`) and close it. */
export function useDialog(id: DialogId, subject: string | null = null) {
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.dialogs.open?.id === id && state.dialogs.open.subject === subject);
  const open = useCallback(() => dispatch(dialogOpened({ id, subject })), [dispatch, id, subject]);
  const close = useCallback(() => dispatch(dialogClosed()), [dispatch]);
  return { opened, open, close };
}

/** The subject of `id` when it is the open dialog (e.g. which key a delete confirmation is for), else null. */
export function useDialogSubject(id: DialogId): string | null {
  return useAppSelector((state) => (state.dialogs.open?.id === id ? state.dialogs.open.subject : null));
}
