import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './toasts.css';
import { useEffect, useRef } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectToasts, toastClosed, type Toast, type ToastVariant } from '@/shared/toasts/toastsSlice';

// SPEC §9 constants.
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_ENTER_MS = 225;

const COLORS: Record<ToastVariant, string | undefined> = {
  error: 'red',
  warning: 'orange',
  info: 'blue',
  success: 'green',
  default: undefined,
};

/** Mantine props for one toast: with extra text the message becomes the title. */
export function toNotification(toast: Toast) {
  return {
    id: toast.id,
    title: toast.extra ? toast.message : undefined,
    message: <span style={{ whiteSpace: 'pre-line' }}>{toast.extra ?? toast.message}</span>,
    color: COLORS[toast.variant],
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    className: 'dashboard-toast',
  };
}

/** Renders the toasts slice with @mantine/notifications (bottom-left, at most 3, queueing the rest). */
export function ToastHost() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      notifications.show({
        ...toNotification(toast),
        onClose: () => {
          shown.current.delete(toast.id);
          dispatch(toastClosed(toast.id));
        },
      });
    }
  }, [toasts, dispatch]);

  return (
    <Notifications
      position="bottom-left"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      transitionDuration={TOAST_ENTER_MS}
    />
  );
}
